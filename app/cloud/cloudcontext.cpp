#include "cloudcontext.h"

#include <QCoreApplication>

namespace Poolcraft {

std::unique_ptr<CloudContext> CloudContext::resolve(const QString &projectFlag,
                                                    const QString &regionFlag, QString *problem)
{
    const CloudSettings settings = CloudSettings::load();
    auto context = std::make_unique<CloudContext>();
    context->m_endpoints = CloudEndpoints::resolve(settings);
    if (!context->m_endpoints.problem().isEmpty()) {
        *problem = context->m_endpoints.problem();
        return nullptr;
    }
    context->m_project = resolveProject(projectFlag, settings);
    context->m_region = resolveRegion(regionFlag, settings);
    CredentialChoice credentials = findCredentials(settings);
    if (!credentials.source) {
        *problem = credentials.problem;
        return nullptr;
    }
    context->m_client = std::make_shared<CloudClient>(std::move(credentials.source));
    return context;
}

} // namespace Poolcraft
