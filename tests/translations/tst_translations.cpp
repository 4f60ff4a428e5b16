#include "app/document/jobeditdocument.h"
#include "models/core/diagnostic.h"
#include "widgets/diagnostics/diagnosticspanel.h"
#include "widgets/mainwindow.h"
#include "widgets/settings/translations.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QPushButton>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QXmlStreamReader>

using namespace Poolcraft;

namespace {

// One <message> of a .ts file as lupdate left it.
struct TsMessage
{
    QString context;
    QString source;
    QStringList translations;   // one, or one per plural form
    bool finished = false;
};

TsMessage readMessage(QXmlStreamReader &xml, const QString &context, bool *gone)
{
    TsMessage message;
    message.context = context;
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("source")) {
            message.source = xml.readElementText();
            continue;
        }
        if (xml.name() != QLatin1String("translation")) {
            xml.skipCurrentElement();
            continue;
        }
        const QString type = xml.attributes().value(QLatin1String("type")).toString();
        *gone = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
        message.finished = type.isEmpty();
        // Plural messages hold one <numerusform> per form; others hold the text itself.
        QString text;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isEndElement())
                break;
            if (xml.isCharacters())
                text += xml.text();
            else if (xml.isStartElement())
                message.translations.append(xml.readElementText());
        }
        if (message.translations.isEmpty())
            message.translations.append(text);
    }
    return message;
}

QList<TsMessage> readTs(const QString &fileName, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            bool gone = false;
            const TsMessage message = readMessage(xml, context, &gone);
            if (!gone)
                messages.append(message);
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(fileName).arg(xml.lineNumber())
                     .arg(xml.errorString());
    }
    return messages;
}

QString shippedTs(const QString &language)
{
    for (const QString &file : QStringLiteral(POOLCRAFT_TS_FILES).split(u',')) {
        if (file.endsWith(QStringLiteral("_%1.ts").arg(language)))
            return file;
    }
    return QString();
}

// What the shipped file holds for the strings lupdate finds in today's sources: the file is
// copied and updated, so a string added since it was last updated shows as unfinished.
QList<TsMessage> updatedMessages(const QString &language, const QTemporaryDir &dir,
                                 QString *error)
{
    const QString copy = dir.filePath(QStringLiteral("poolcraft_%1.ts").arg(language));
    QFile::remove(copy);
    if (!QFile::copy(shippedTs(language), copy)) {
        *error = QStringLiteral("no shipped .ts for %1").arg(language);
        return {};
    }
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(POOLCRAFT_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral("-no-obsolete"),
                   QLatin1Char('@') + QStringLiteral(POOLCRAFT_TRANSLATED_SOURCES_LIST),
                   QStringLiteral("-ts"), copy});
    if (!lupdate.waitForFinished(120000) || lupdate.exitCode() != 0) {
        *error = QStringLiteral("lupdate failed: ") + QString::fromLocal8Bit(lupdate.readAll());
        return {};
    }
    return readTs(copy, error);
}

QString describe(const TsMessage &message)
{
    return message.context + QStringLiteral(": \"") + message.source + u'"';
}

// %1, %L2, %n: what .arg() and plural forms fill in; a translation must keep each one.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(0));
    found.sort();
    return found;
}

// A menu or button's Alt+letter: '&' before a character, "&&" being a literal '&'.
bool hasAccelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        if (!text.at(i + 1).isSpace())
            return true;
    }
    return false;
}

// The shipped translation of one message, as its .ts file holds it.
QString shippedTranslation(const QString &language, const char *context, const char *source)
{
    QString error;
    for (const TsMessage &message : readTs(shippedTs(language), &error)) {
        if (message.context == QLatin1String(context) && message.source == QLatin1String(source)
            && message.finished) {
            return message.translations.value(0);
        }
    }
    return QString();
}

} // namespace

class TranslationsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void everyStringTranslated_data();
    void everyStringTranslated();
    void placeholdersAndAcceleratorsKept_data();
    void placeholdersAndAcceleratorsKept();
    void guiShowsTranslation_data();
    void guiShowsTranslation();
    void qtOwnStringsFollow_data();
    void qtOwnStringsFollow();

private:
    QTemporaryDir m_dir;
    QHash<QString, QList<TsMessage>> m_updated;   // by language
};

void TranslationsTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("PoolcraftTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
    for (const QString &language : Translations::languages()) {
        if (language.isEmpty() || language == QLatin1String("en"))
            continue;
        QString error;
        const QList<TsMessage> messages = updatedMessages(language, m_dir, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // Hundreds of strings: a sudden handful would mean lupdate lost its sources or paths.
        QVERIFY2(messages.size() > 500, qPrintable(QString::number(messages.size())));
        m_updated.insert(language, messages);
    }
}

void TranslationsTest::cleanup()
{
    Translations::apply(QStringLiteral("en"));
}

void TranslationsTest::everyStringTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("es") << "es";
    QTest::newRow("pt_BR") << "pt_BR";
    QTest::newRow("zh_CN") << "zh_CN";
}

void TranslationsTest::everyStringTranslated()
{
    QFETCH(QString, language);
    QStringList missing;
    for (const TsMessage &message : std::as_const(m_updated[language])) {
        const bool empty = std::any_of(message.translations.cbegin(),
                                       message.translations.cend(),
                                       [](const QString &text) { return text.trimmed().isEmpty(); });
        if (!message.finished || empty)
            missing.append(describe(message));
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 strings have no finished %3 translation, e.g.\n  %4")
                            .arg(missing.size())
                            .arg(m_updated[language].size())
                            .arg(language, missing.mid(0, 15).join(QStringLiteral("\n  ")))));
}

void TranslationsTest::placeholdersAndAcceleratorsKept_data()
{
    everyStringTranslated_data();
}

void TranslationsTest::placeholdersAndAcceleratorsKept()
{
    QFETCH(QString, language);
    QStringList wrong;
    for (const TsMessage &message : std::as_const(m_updated[language])) {
        if (!message.finished)
            continue;   // everyStringTranslated() reports those
        const QStringList expected = placeholders(message.source);
        for (const QString &translation : message.translations) {
            // A plural form may spell the number out ("one file") instead of %n.
            QStringList kept = placeholders(translation);
            QStringList wanted = expected;
            if (message.translations.size() > 1 && !kept.contains(QStringLiteral("%n")))
                wanted.removeAll(QStringLiteral("%n"));
            if (kept != wanted) {
                wrong.append(describe(message) + QStringLiteral(" → \"%1\": placeholders %2, "
                                                                "source has %3")
                                                     .arg(translation, kept.join(u' '),
                                                          expected.join(u' ')));
            }
            if (hasAccelerator(message.source) != hasAccelerator(translation)) {
                wrong.append(describe(message) + QStringLiteral(" → \"%1\": the accelerator (&) %2")
                                                     .arg(translation,
                                                          hasAccelerator(message.source)
                                                              ? QStringLiteral("is dropped")
                                                              : QStringLiteral("is added")));
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

void TranslationsTest::guiShowsTranslation_data()
{
    everyStringTranslated_data();
}

// The built-in .qm files reach the screen: a menu title from widgets/ and a diagnostic from
// models/ (the validator's), shown in the language picked.
void TranslationsTest::guiShowsTranslation()
{
    QFETCH(QString, language);
    const QString file = shippedTranslation(language, "Poolcraft::MainWindow", "&File");
    const QString chief = shippedTranslation(language, "Poolcraft::Validator",
                                             "The chief pool must have exactly one replica, "
                                             "not %1.");
    QVERIFY2(!file.isEmpty(), "no finished translation of the File menu");
    QVERIFY2(!chief.isEmpty(), "no finished translation of the chief pool's replica count");

    QVERIFY(Translations::apply(language));
    MainWindow window;
    QVERIFY(window.document()->setValue(ValuePath::replicaCount(0), QStringLiteral("2")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.menuBar()->actions().value(0)->text(), file);
    QTreeWidget *problems = window.diagnosticsPanel()->tree();
    bool shown = false;
    for (int column = 0; column < problems->columnCount(); ++column)
        shown = shown || !problems->findItems(chief.arg(2), Qt::MatchContains, column).isEmpty();
    QVERIFY2(shown, qPrintable(chief.arg(2)));
}

QTEST_MAIN(TranslationsTest)

void TranslationsTest::qtOwnStringsFollow_data()
{
    everyStringTranslated_data();
}

// Dialogs' standard buttons are Qt's strings: in the language picked too, not in English
// beside our translated text.
void TranslationsTest::qtOwnStringsFollow()
{
    QFETCH(QString, language);
    const QString qtFiles = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!QFileInfo::exists(QStringLiteral("%1/qtbase_%2.qm").arg(qtFiles, language)))
        QSKIP("Qt's own translations are not installed (Debian: qt6-translations-l10n)");
    const auto cancelText = [] {
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        return buttons.button(QDialogButtonBox::Cancel)->text();
    };
    const QString english = cancelText();
    QVERIFY(Translations::apply(language));
    QVERIFY2(cancelText() != english, qPrintable(cancelText()));
}

#include "tst_translations.moc"
