#pragma once

#include "models/core/jobdocument.h"

#include <yaml-cpp/yaml.h>

#include <QByteArray>
#include <QString>

namespace Poolcraft {

// Small helpers over YAML::Emitter so writers read like the files they write. Strings that
// a YAML reader would take for a number, a boolean or null ("1.13", "True", "") are quoted:
// gcloud reads runtimeVersion: 2.10 as the number 2.1.
namespace YamlEmit {
void string(YAML::Emitter &out, const QString &value);
void number(YAML::Emitter &out, double value);
void stringEntry(YAML::Emitter &out, const char *key, const QString &value); // skips empty
void integerEntry(YAML::Emitter &out, const char *key, qint64 value);
void numberEntry(YAML::Emitter &out, const char *key, double value);
void boolEntry(YAML::Emitter &out, const char *key, bool value);
// The list entries skip empty lists.
void stringListEntry(YAML::Emitter &out, const char *key, const QStringList &values);
void envEntry(YAML::Emitter &out, const char *key, const QList<EnvVar> &env);       // skips empty
void stringMapEntry(YAML::Emitter &out, const char *key, const QMap<QString, QString> &values);
QByteArray finish(const YAML::Emitter &out);
} // namespace YamlEmit

} // namespace Poolcraft
