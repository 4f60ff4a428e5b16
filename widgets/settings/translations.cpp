#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace Poolcraft {

namespace {

class TranslationsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Translations)
};

// Ours, and Qt's own for the same language.
QList<QPointer<QTranslator>> &installedTranslators()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

} // namespace

QStringList Translations::languages()
{
    return {QString(), QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("pt_BR"),
            QStringLiteral("zh_CN")};
}

QString Translations::nativeName(const QString &language)
{
    // Each language in its own words, so that a user lost in a foreign one finds theirs.
    if (language.isEmpty())
        return TranslationsMessages::tr("System default");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    if (language == QLatin1String("es"))
        return QStringLiteral("Español");
    if (language == QLatin1String("pt_BR"))
        return QStringLiteral("Português (Brasil)");
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("中文 (简体)");
    return language;
}

bool Translations::apply(const QString &language)
{
    QList<QPointer<QTranslator>> &installed = installedTranslators();
    for (const QPointer<QTranslator> &old : std::as_const(installed)) {
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    }
    installed.clear();
    auto *translator = new QTranslator(QCoreApplication::instance());
    // English needs no file; the system's language may have none either.
    const bool loaded = language.isEmpty()
        ? translator->load(QLocale(), QStringLiteral("poolcraft"), QStringLiteral("_"),
                           QStringLiteral(":/i18n"))
        : translator->load(QStringLiteral(":/i18n/poolcraft_%1.qm").arg(language));
    if (!loaded) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installed << translator;
    // Qt's own strings (OK, Cancel, the file dialogs) from Qt's translations, where the
    // system has them (Debian's qt6-translations-l10n): else a dialog mixes two languages.
    auto *qtStrings = new QTranslator(QCoreApplication::instance());
    if (qtStrings->load(language.isEmpty() ? QLocale() : QLocale(language),
                        QStringLiteral("qtbase"), QStringLiteral("_"),
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtStrings);
        installed << qtStrings;
    } else {
        delete qtStrings;
    }
    return true;
}

} // namespace Poolcraft
