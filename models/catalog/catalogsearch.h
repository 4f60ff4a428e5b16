#pragma once

#include <QString>
#include <QStringList>

namespace Poolcraft {

// What a person types to find a machine type or an accelerator ("T4", "n1-highmem",
// "a100 80gb"). Names are split into words at '-', '_', '.', '/' and spaces, and every
// word of the query must begin a word of some name: "T4" finds NVIDIA_TESLA_T4 but not
// us-west4, whose word is "west4".
class CatalogQuery
{
public:
    explicit CatalogQuery(const QString &text = QString());

    bool isEmpty() const { return m_words.isEmpty(); }
    bool matches(const QStringList &names) const;

    static QStringList words(const QString &name);

private:
    QStringList m_words;
};

// Machine types in the order of their size: by series, then vCPUs, then memory, the name
// last, so that n1-highmem-2 comes before n1-highmem-16 (text order puts it after).
struct MachineSize
{
    QString series;
    int vcpus = 0;
    double memoryGb = 0;
    QString name;
};
bool machineSizeLess(const MachineSize &a, const MachineSize &b);

} // namespace Poolcraft
