#pragma once

#include "commandline.h"

namespace Poolcraft {

// Each subcommand lives in its own file, app/cli/<name>command.cpp.
int validateCommand(const QStringList &args, CommandIo io);
int exportCommand(const QStringList &args, CommandIo io);
int catalogCommand(const QStringList &args, CommandIo io);
int whereCommand(const QStringList &args, CommandIo io);
int runCommand(const QStringList &args, CommandIo io);
int metricsCommand(const QStringList &args, CommandIo io);
int tuneCommand(const QStringList &args, CommandIo io);
// Vertex AI: cloudcommands.cpp.
int submitCommand(const QStringList &args, CommandIo io);
int statusCommand(const QStringList &args, CommandIo io);
int logsCommand(const QStringList &args, CommandIo io);
int cancelCommand(const QStringList &args, CommandIo io);
int jobsCommand(const QStringList &args, CommandIo io);

} // namespace Poolcraft
