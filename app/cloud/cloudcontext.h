#pragma once

#include "cloudclient.h"
#include "endpoints.h"
#include "vertexapi.h"

#include <memory>

namespace Poolcraft {

// What every cloud call needs, resolved once from flags, settings and the environment:
// project, region, endpoints and the credential source. `problem` says what is missing.
class CloudContext
{
public:
    static std::unique_ptr<CloudContext> resolve(const QString &projectFlag,
                                                 const QString &regionFlag, QString *problem);

    QString project() const { return m_project; }
    QString region() const { return m_region; }
    const CloudEndpoints &endpoints() const { return m_endpoints; }
    CloudClient &client() { return *m_client; }
    std::shared_ptr<CloudClient> sharedClient() const { return m_client; }
    VertexApi api(const std::atomic_bool *cancelled = nullptr)
    {
        return VertexApi(*m_client, m_endpoints, cancelled);
    }

private:
    QString m_project;
    QString m_region;
    CloudEndpoints m_endpoints;
    std::shared_ptr<CloudClient> m_client;
};

} // namespace Poolcraft
