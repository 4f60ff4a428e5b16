#include "translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace Poolcraft {

namespace {

class TranslationsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Translations)
};

QPointer<QTranslator> &installedTranslator()
{
    static QPointer<QTranslator> translator;
    return translator;
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
    QPointer<QTranslator> &installed = installedTranslator();
    if (installed) {
        QCoreApplication::removeTranslator(installed);
        delete installed;
    }
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
    installed = translator;
    return true;
}

} // namespace Poolcraft
