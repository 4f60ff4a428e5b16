<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Poolcraft::Catalog</name>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="97"/>
        <source>a key must be plain text</source>
        <translation>uma chave deve ser texto simples</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="102"/>
        <source>unknown key &apos;%1&apos; (expected one of: %2)</source>
        <translation>chave desconhecida &apos;%1&apos; (esperado um destes: %2)</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="111"/>
        <source>%1 must be a mapping of keys to values</source>
        <translation>%1 deve ser um mapeamento de chaves para valores</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="119"/>
        <source>%1 must be a list</source>
        <translation>%1 deve ser uma lista</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="128"/>
        <location filename="../models/catalog/catalogloader.cpp" line="144"/>
        <location filename="../models/catalog/catalogloader.cpp" line="739"/>
        <source>&apos;%1&apos; is missing</source>
        <translation>&apos;%1&apos; está faltando</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="132"/>
        <source>&apos;%1&apos; must be non-empty text</source>
        <translation>&apos;%1&apos; deve ser um texto não vazio</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="153"/>
        <source>&apos;%1&apos; must be %2, not &apos;%3&apos;</source>
        <translation>&apos;%1&apos; deve ser %2, não &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="155"/>
        <source>a whole number</source>
        <translation>um número inteiro</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="155"/>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="157"/>
        <source>a structure</source>
        <translation>uma estrutura</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="161"/>
        <source>&apos;%1&apos; must not be negative (%2)</source>
        <translation>&apos;%1&apos; não pode ser negativo (%2)</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="171"/>
        <location filename="../models/catalog/catalogloader.cpp" line="444"/>
        <source>source &apos;%1&apos; is not listed under &apos;sources&apos;</source>
        <translation>a fonte &apos;%1&apos; não está listada em &apos;sources&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="185"/>
        <source>flavour must be &apos;vertex&apos; or &apos;aiPlatform&apos;, not &apos;%1&apos;</source>
        <translation>flavour deve ser &apos;vertex&apos; ou &apos;aiPlatform&apos;, não &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="196"/>
        <source>each source is a key and a non-empty description</source>
        <translation>cada fonte é uma chave e uma descrição não vazia</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="209"/>
        <source>an accelerator</source>
        <translation>um acelerador</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="221"/>
        <source>kind must be &apos;gpu&apos; or &apos;tpu&apos;, not &apos;%1&apos;</source>
        <translation>kind deve ser &apos;gpu&apos; ou &apos;tpu&apos;, não &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="228"/>
        <source>lifecycle must be &apos;current&apos;, &apos;endOfSupport&apos; or &apos;endOfLife&apos;, not &apos;%1&apos;</source>
        <translation>lifecycle deve ser &apos;current&apos;, &apos;endOfSupport&apos; ou &apos;endOfLife&apos;, não &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="236"/>
        <source>accelerator &apos;%1&apos; is listed twice</source>
        <translation>o acelerador &apos;%1&apos; está listado duas vezes</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="240"/>
        <source>a catalog holds at most 64 accelerator types</source>
        <translation>um catálogo tem no máximo 64 tipos de acelerador</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="255"/>
        <source>a machine type</source>
        <translation>um tipo de máquina</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="267"/>
        <source>machine type &apos;%1&apos; is listed twice</source>
        <translation>o tipo de máquina &apos;%1&apos; está listado duas vezes</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="281"/>
        <source>a count rule</source>
        <translation>uma regra de contagem</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="289"/>
        <source>unknown machine type &apos;%1&apos; in a count rule</source>
        <translation>tipo de máquina desconhecido &apos;%1&apos; em uma regra de contagem</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="293"/>
        <source>unknown accelerator &apos;%1&apos; in a count rule</source>
        <translation>acelerador desconhecido &apos;%1&apos; em uma regra de contagem</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="297"/>
        <source>&apos;counts&apos; must be a non-empty list</source>
        <translation>&apos;counts&apos; deve ser uma lista não vazia</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="303"/>
        <source>a count must be a whole number from 1 to 4096</source>
        <translation>uma contagem deve ser um número inteiro de 1 a 4096</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="305"/>
        <source>counts must be increasing</source>
        <translation>as contagens devem estar em ordem crescente</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="328"/>
        <source>a GPU cap</source>
        <translation>um limite por GPU</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="334"/>
        <location filename="../models/catalog/catalogloader.cpp" line="362"/>
        <location filename="../models/catalog/catalogloader.cpp" line="530"/>
        <location filename="../models/catalog/catalogloader.cpp" line="638"/>
        <source>unknown accelerator &apos;%1&apos;</source>
        <translation>acelerador desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="350"/>
        <source>a legacy machine type</source>
        <translation>um tipo de máquina legado</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="358"/>
        <location filename="../models/catalog/catalogloader.cpp" line="396"/>
        <source>unknown machine type &apos;%1&apos;</source>
        <translation>tipo de máquina desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="380"/>
        <source>a scale tier</source>
        <translation>um nível de escalonamento</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="411"/>
        <source>a default quota</source>
        <translation>uma cota padrão</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="421"/>
        <source>a quota&apos;s resource is &apos;vcpus&apos; or an accelerator, not &apos;%1&apos;</source>
        <translation>o recurso de uma cota é &apos;vcpus&apos; ou um acelerador, não &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="438"/>
        <source>each rule is a rule id and a source key</source>
        <translation>cada regra é um id de regra e uma chave de fonte</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="456"/>
        <source>cannot read the table: %1</source>
        <translation>não é possível ler a tabela: %1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="461"/>
        <source>the table is larger than %1 MB</source>
        <translation>a tabela tem mais de %1 MB</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="477"/>
        <source>&apos;%1&apos; is not a price</source>
        <translation>&apos;%1&apos; não é um preço</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="491"/>
        <source>a zone row needs a zone and a region</source>
        <translation>uma linha de zona precisa de uma zona e de uma região</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="524"/>
        <location filename="../models/catalog/catalogloader.cpp" line="568"/>
        <source>region &apos;%1&apos; is not in the zone table</source>
        <translation>a região &apos;%1&apos; não está na tabela de zonas</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="547"/>
        <source>zone &apos;%1&apos; is not in the zone table</source>
        <translation>a zona &apos;%1&apos; não está na tabela de zonas</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="578"/>
        <source>&apos;%1&apos; must be a number that is not negative</source>
        <translation>&apos;%1&apos; deve ser um número não negativo</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="604"/>
        <source>&apos;%1&apos; must name a file in the catalog&apos;s folder, not the path &apos;%2&apos;</source>
        <translation>&apos;%1&apos; deve nomear um arquivo da pasta do catálogo, não o caminho &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="691"/>
        <location filename="../models/catalog/catalogloader.cpp" line="795"/>
        <source>the catalog file is larger than %1 MB</source>
        <translation>o arquivo de catálogo tem mais de %1 MB</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="702"/>
        <source>binary data (a NUL byte): not a YAML file</source>
        <translation>dados binários (um byte NUL): não é um arquivo YAML</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="718"/>
        <source>YAML syntax error: %1</source>
        <translation>erro de sintaxe YAML: %1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="725"/>
        <source>a catalog file is a YAML mapping with &apos;version&apos;, &apos;sources&apos;, &apos;accelerators&apos;, &apos;machineTypes&apos; and &apos;countRules&apos;</source>
        <translation>um arquivo de catálogo é um mapeamento YAML com &apos;version&apos;, &apos;sources&apos;, &apos;accelerators&apos;, &apos;machineTypes&apos; e &apos;countRules&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="733"/>
        <source>catalog version %1 is not supported (this Poolcraft reads version 1)</source>
        <translation>a versão %1 do catálogo não é compatível (este Poolcraft lê a versão 1)</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="767"/>
        <source>unexpected structure: %1</source>
        <translation>estrutura inesperada: %1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="789"/>
        <source>cannot read the catalog file: %1</source>
        <translation>não é possível ler o arquivo de catálogo: %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogArguments</name>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="25"/>
        <source>--flavour takes &apos;vertex&apos; or &apos;ai-platform&apos;, not &apos;%1&apos;</source>
        <translation>--flavour aceita &apos;vertex&apos; ou &apos;ai-platform&apos;, não &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="35"/>
        <source>the catalog file %1 was refused</source>
        <translation>o arquivo de catálogo %1 foi recusado</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogBrowser</name>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="29"/>
        <source>&amp;Region:</source>
        <translation>&amp;Região:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="31"/>
        <source>All regions</source>
        <translation>Todas as regiões</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="34"/>
        <source>Region filter</source>
        <translation>Filtro de região</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="35"/>
        <source>Show only what the region offers, with its prices.</source>
        <translation>Mostrar apenas o que a região oferece, com os preços.</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="36"/>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtro:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="38"/>
        <source>A100, n1-standard, g2…</source>
        <translation>A100, n1-standard, g2…</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="40"/>
        <source>Text filter</source>
        <translation>Filtro de texto</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="54"/>
        <source>Price per GPU is the region&apos;s list price per hour, or the lowest of all regions when none is picked.</source>
        <translation>O preço por GPU é o preço de tabela por hora da região, ou o menor de todas as regiões quando nenhuma é escolhida.</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="58"/>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="62"/>
        <source>Prices and availability: %1. Price per GPU is the region&apos;s list price per hour, or the lowest of all regions when none is picked.</source>
        <translation>Preços e disponibilidade: %1. O preço por GPU é o preço de tabela por hora da região, ou o menor de todas as regiões quando nenhuma é escolhida.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogChoices</name>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="70"/>
        <source>%1 has reached end of life.</source>
        <translation>%1 chegou ao fim da vida útil.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="78"/>
        <source>%1 does not take %2.</source>
        <translation>%1 não aceita %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="79"/>
        <source>%1 does not take %2; machine types that do: %3.</source>
        <translation>%1 não aceita %2; tipos de máquina que aceitam: %3.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="82"/>
        <source>%1 reaches end of support on %2.</source>
        <translation>%1 chega ao fim do suporte em %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="174"/>
        <source>No catalog is loaded: machine types, GPUs and regions cannot be checked.</source>
        <translation>Nenhum catálogo carregado: não é possível verificar tipos de máquina, GPUs e regiões.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="197"/>
        <source>%1 (not in catalog)</source>
        <translation>%1 (fora do catálogo)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="198"/>
        <source>The catalog does not list %1, so its limits cannot be checked.</source>
        <translation>O catálogo não inclui %1, então seus limites não podem ser verificados.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="201"/>
        <source>%1 (AI Platform)</source>
        <translation>%1 (AI Platform)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="203"/>
        <source>AI Platform&apos;s %1 is %2.</source>
        <translation>%1 do AI Platform é %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="204"/>
        <source>AI Platform&apos;s %1 is %2 with %3 × %4.</source>
        <translation>%1 do AI Platform é %2 com %3 × %4.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogTableModel</name>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="50"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="56"/>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="57"/>
        <source>$%1/h</source>
        <translation>$%1/h</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="73"/>
        <source>Machine type</source>
        <translation>Tipo de máquina</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="74"/>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="75"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="76"/>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="77"/>
        <source>Accelerator</source>
        <translation>Acelerador</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="78"/>
        <source>Valid counts</source>
        <translation>Contagens válidas</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="79"/>
        <source>Price per GPU</source>
        <translation>Preço por GPU</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="80"/>
        <source>Regions</source>
        <translation>Regiões</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudClient</name>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="51"/>
        <source>no access token from %1: %2</source>
        <translation>nenhum token de acesso de %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="86"/>
        <location filename="../app/cloud/cloudclient.cpp" line="115"/>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="102"/>
        <source>cannot reach %1: %2</source>
        <translation>não é possível acessar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="105"/>
        <source>%1 (after %2 attempts)</source>
        <translation>%1 (após %2 tentativas)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudEndpoints</name>
    <message>
        <location filename="../app/cloud/endpoints.cpp" line="37"/>
        <source>%1: only https:// endpoints are used, or http:// to this machine</source>
        <translation>%1: só são usados endpoints https://, ou http:// para esta máquina</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudSetup</name>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="79"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS names %1, which does not exist.</source>
        <translation>GOOGLE_APPLICATION_CREDENTIALS indica %1, que não existe.</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="82"/>
        <location filename="../app/cloud/cloudsetup.cpp" line="89"/>
        <source>%1 is not a credentials file (a JSON object with a &quot;type&quot;).</source>
        <translation>%1 não é um arquivo de credenciais (um objeto JSON com um &quot;type&quot;).</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="99"/>
        <source>CLOUDSDK_CORE_PROJECT</source>
        <translation>CLOUDSDK_CORE_PROJECT</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="102"/>
        <source>gcloud configuration “%1”</source>
        <translation>configuração do gcloud “%1”</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CostBreakdown</name>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="14"/>
        <source>Cost per pool</source>
        <translation>Custo por pool</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="20"/>
        <source>Pick a region to see what each pool costs.</source>
        <translation>Escolha uma região para ver quanto custa cada pool.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="27"/>
        <source>Total in %1: %2</source>
        <translation>Total em %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="28"/>
        <source>Total in %1: ≥ %2 (price unknown: %3)</source>
        <translation>Total em %1: ≥ %2 (preço desconhecido: %3)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Credentials</name>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="79"/>
        <source>token endpoint %1: only https://, or http:// to this machine</source>
        <translation>endpoint de token %1: só https://, ou http:// para esta máquina</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="90"/>
        <source>cannot reach the token endpoint %1: %2</source>
        <translation>não é possível acessar o endpoint de token %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="95"/>
        <source>the token endpoint refused: %1</source>
        <translation>o endpoint de token recusou: %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="104"/>
        <source>the token endpoint answered without a token</source>
        <translation>o endpoint de token respondeu sem um token</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="122"/>
        <source>service account %1 (%2)</source>
        <translation>conta de serviço %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="141"/>
        <source>the private key of %1 cannot be read</source>
        <translation>a chave privada de %1 não pode ser lida</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="170"/>
        <source>user credentials (%1)</source>
        <translation>credenciais de usuário (%1)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="202"/>
        <source>gcloud&apos;s active account</source>
        <translation>conta ativa do gcloud</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="203"/>
        <source>gcloud account %1</source>
        <translation>conta do gcloud %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="219"/>
        <source>`gcloud auth print-access-token` did not answer</source>
        <translation>`gcloud auth print-access-token` não respondeu</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="224"/>
        <source>`gcloud auth print-access-token` failed: %1</source>
        <translation>`gcloud auth print-access-token` falhou: %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="257"/>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="261"/>
        <source>%1 is over %2 KiB: not a credentials file</source>
        <translation>%1 passa de %2 KiB: não é um arquivo de credenciais</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="269"/>
        <source>%1 is not JSON (at byte %2)</source>
        <translation>%1 não é JSON (no byte %2)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="277"/>
        <source>%1: credentials of type &quot;%2&quot; are not supported (service_account and authorized_user are)</source>
        <translation>%1: credenciais do tipo &quot;%2&quot; não são compatíveis (service_account e authorized_user são)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="294"/>
        <source>%1 does not exist</source>
        <translation>%1 não existe</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="298"/>
        <source>%1 names credentials that cannot be used: %2</source>
        <translation>%1 indica credenciais que não podem ser usadas: %2</translation>
    </message>
    <message>
        <source>%1: %2 does not exist</source>
        <translation type="vanished">%1: %2 não existe</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="302"/>
        <source>the setting</source>
        <translation>a configuração</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="306"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS is not set</source>
        <translation>GOOGLE_APPLICATION_CREDENTIALS não está definida</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="313"/>
        <source>Application Default Credentials</source>
        <translation>Application Default Credentials</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="321"/>
        <source>gcloud is not on PATH</source>
        <translation>o gcloud não está no PATH</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="322"/>
        <source>no Google Cloud credentials: %1. Set one up with `gcloud auth application-default login`, or point GOOGLE_APPLICATION_CREDENTIALS at a service-account key file.</source>
        <translation>nenhuma credencial do Google Cloud: %1. Configure uma com `gcloud auth application-default login` ou aponte GOOGLE_APPLICATION_CREDENTIALS para um arquivo de chave de conta de serviço.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CsvTable</name>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="34"/>
        <source>the first line must be the header &quot;%1&quot;; this file is not such a table</source>
        <translation>a primeira linha deve ser o cabeçalho &quot;%1&quot;; este arquivo não é uma tabela assim</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="36"/>
        <source>the header must be &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>o cabeçalho deve ser &quot;%1&quot;, não &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="72"/>
        <location filename="../models/catalog/csvtable.cpp" line="133"/>
        <source>expected %1 columns, found %2</source>
        <translation>esperadas %1 colunas, encontradas %2</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="80"/>
        <location filename="../models/catalog/csvtable.cpp" line="195"/>
        <source>the table is empty</source>
        <translation>a tabela está vazia</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="96"/>
        <source>binary data (a NUL byte) in a text table</source>
        <translation>dados binários (um byte NUL) em uma tabela de texto</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="178"/>
        <source>text after a closing quote</source>
        <translation>texto depois de aspas de fechamento</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="187"/>
        <source>the file ends inside a quoted cell</source>
        <translation>o arquivo termina dentro de uma célula entre aspas</translation>
    </message>
</context>
<context>
    <name>Poolcraft::DiagnosticsPanel</name>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="58"/>
        <source>job</source>
        <translation>job</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Severity</source>
        <translation>Gravidade</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Fix</source>
        <translation>Correção</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="83"/>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="84"/>
        <source>Double-click or press Enter on a problem to go to its field.</source>
        <translation>Clique duas vezes ou pressione Enter em um problema para ir ao campo dele.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="121"/>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="121"/>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="130"/>
        <source>%1
Source: %2</source>
        <translation>%1
Fonte: %2</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="137"/>
        <source>Fix: %1</source>
        <translation>Correção: %1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="138"/>
        <source>Sets %1 to %2 (undoable)</source>
        <translation>Define %1 como %2 (pode ser desfeito)</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="151"/>
        <source>No problems: the job is ready to export or run.</source>
        <translation>Nenhum problema: o job está pronto para exportar ou executar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="153"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="154"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::EditNames</name>
    <message>
        <location filename="../app/document/undocommands.cpp" line="80"/>
        <source>machine type</source>
        <translation>tipo de máquina</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="82"/>
        <source>accelerator type</source>
        <translation>tipo de acelerador</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="84"/>
        <source>accelerator count</source>
        <translation>contagem de aceleradores</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="85"/>
        <source>replica count</source>
        <translation>contagem de réplicas</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="86"/>
        <source>container image</source>
        <translation>imagem de contêiner</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="88"/>
        <source>executor image</source>
        <translation>imagem do executor</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="90"/>
        <source>Python module</source>
        <translation>módulo Python</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="91"/>
        <source>boot disk type</source>
        <translation>tipo de disco de inicialização</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="92"/>
        <source>boot disk size</source>
        <translation>tamanho do disco de inicialização</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="106"/>
        <source>Set region to %1</source>
        <translation>Definir a região como %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="108"/>
        <source>Set display name to %1</source>
        <translation>Definir o nome de exibição como %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="110"/>
        <source>Set project to %1</source>
        <translation>Definir o projeto como %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="114"/>
        <source>Clear %1</source>
        <translation>Limpar %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="116"/>
        <source>Set %1 to %2</source>
        <translation>Definir %1 como %2</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="120"/>
        <source>Turn on the %1 pool</source>
        <translation>Ativar o pool %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="121"/>
        <source>Turn off the %1 pool</source>
        <translation>Desativar o pool %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="123"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="124"/>
        <source>Set %1 %2 to %3</source>
        <translation>Definir %2 do pool %1 como %3</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ExampleFiles</name>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="43"/>
        <source>Could not copy the example to %1.</source>
        <translation>Não foi possível copiar o exemplo para %1.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="50"/>
        <source>The example %1 is not installed.</source>
        <translation>O exemplo %1 não está instalado.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ExportText</name>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="29"/>
        <source>Vertex YAML</source>
        <translation>Vertex YAML</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="30"/>
        <source>AI Platform YAML</source>
        <translation>AI Platform YAML</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="31"/>
        <source>REST JSON</source>
        <translation>REST JSON</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="32"/>
        <location filename="../widgets/preview/exporttext.cpp" line="43"/>
        <source>gcloud</source>
        <translation>gcloud</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="40"/>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="41"/>
        <source>AI Platform</source>
        <translation>AI Platform</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="42"/>
        <source>REST</source>
        <translation>REST</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="52"/>
        <source>config.yaml for gcloud ai custom-jobs create --config</source>
        <translation>config.yaml para gcloud ai custom-jobs create --config</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="54"/>
        <source>config.yaml for gcloud ai-platform jobs submit training --config (retired)</source>
        <translation>config.yaml para gcloud ai-platform jobs submit training --config (descontinuado)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="55"/>
        <source>CustomJob body for the Vertex AI REST API</source>
        <translation>Corpo de CustomJob para a API REST da Vertex AI</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="56"/>
        <source>gcloud ai custom-jobs create command line</source>
        <translation>Linha de comando gcloud ai custom-jobs create</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="65"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>Arquivos YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="66"/>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="67"/>
        <source>Shell scripts (*.sh)</source>
        <translation>Scripts de shell (*.sh)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="92"/>
        <source>Poolcraft job (*.poolcraft.yaml *.yaml)</source>
        <translation>Job do Poolcraft (*.poolcraft.yaml *.yaml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="93"/>
        <source>Vertex config.yaml (*.yaml *.yml)</source>
        <translation>config.yaml da Vertex (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="94"/>
        <source>Vertex hp-tuning config.yaml (*.yaml *.yml)</source>
        <translation>config.yaml de hp-tuning da Vertex (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="95"/>
        <source>AI Platform config.yaml (*.yaml *.yml)</source>
        <translation>config.yaml do AI Platform (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="96"/>
        <source>Vertex REST JSON (*.json)</source>
        <translation>REST JSON da Vertex (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="97"/>
        <source>gcloud command (*.sh)</source>
        <translation>Comando gcloud (*.sh)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="100"/>
        <source>All files (*)</source>
        <translation>Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Formats</name>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="92"/>
        <source>tpuTfVersion is not kept; Vertex TPU jobs choose the version through the container image</source>
        <translation>tpuTfVersion não é mantido; jobs de TPU da Vertex escolhem a versão pela imagem de contêiner</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="126"/>
        <source>&apos;%1&apos; is not a parameter type; read as DOUBLE (the types are DOUBLE, INTEGER, CATEGORICAL and DISCRETE)</source>
        <translation>&apos;%1&apos; não é um tipo de parâmetro; lido como DOUBLE (os tipos são DOUBLE, INTEGER, CATEGORICAL e DISCRETE)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="128"/>
        <source>Write DOUBLE</source>
        <translation>Escrever DOUBLE</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="132"/>
        <source>&apos;%1&apos; is not a parameter type (DOUBLE, INTEGER, CATEGORICAL or DISCRETE)</source>
        <translation>&apos;%1&apos; não é um tipo de parâmetro (DOUBLE, INTEGER, CATEGORICAL ou DISCRETE)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="164"/>
        <source>a parameter needs a parameterName</source>
        <translation>um parâmetro precisa de um parameterName</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="167"/>
        <source>parameter &apos;%1&apos; needs a type</source>
        <translation>o parâmetro &apos;%1&apos; precisa de um tipo</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="177"/>
        <source>%1 of an INTEGER parameter must be a whole number</source>
        <translation>%1 de um parâmetro INTEGER deve ser um número inteiro</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="194"/>
        <source>%1: 0 means &apos;not set&apos;, so the service uses 1; write the number you mean</source>
        <translation>%1: 0 significa &apos;não definido&apos;, então o serviço usa 1; escreva o número que você quer</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="196"/>
        <source>Set it to 1</source>
        <translation>Definir como 1</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="253"/>
        <source>hyperparameters has no params: there is nothing to tune (is params indented under hyperparameters?)</source>
        <translation>hyperparameters não tem params: não há nada para ajustar (params está indentado sob hyperparameters?)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="364"/>
        <source>scheduling.priority is not kept; Vertex has no job priority</source>
        <translation>scheduling.priority não é mantido; a Vertex não tem prioridade de job</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="372"/>
        <source>unknown key &apos;params&apos; in trainingInput is ignored (it belongs under hyperparameters: indent it one level deeper)</source>
        <translation>a chave desconhecida &apos;params&apos; em trainingInput é ignorada (ela pertence a hyperparameters: indente-a um nível a mais)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="376"/>
        <source>enableWebAccess is not kept</source>
        <translation>enableWebAccess não é mantido</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="379"/>
        <source>encryptionConfig is not kept</source>
        <translation>encryptionConfig não é mantido</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="529"/>
        <source>the top-level keys are indented by %1 space(s); check that nothing was lost when the file was pasted</source>
        <translation>as chaves de nível superior estão indentadas com %1 espaço(s); verifique se nada se perdeu quando o arquivo foi colado</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="14"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it; it will be missing from files written from this job</source>
        <translation>&apos;%1&apos; é válido, mas o Poolcraft não o mantém; ele estará ausente dos arquivos gravados a partir deste job</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="35"/>
        <source>&apos;%1&apos; is the Compute Engine name; Vertex (and gcloud) want the enum name &apos;%2&apos;</source>
        <translation>&apos;%1&apos; é o nome do Compute Engine; a Vertex (e o gcloud) esperam o nome de enum &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="37"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="493"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="505"/>
        <source>Write %1</source>
        <translation>Escrever %1</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="144"/>
        <source>%1 has both containerSpec and pythonPackageSpec; a pool runs one of them</source>
        <translation>%1 tem containerSpec e pythonPackageSpec; um pool executa apenas um deles</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="168"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); pool %2 and later are ignored</source>
        <translation>um job tem no máximo %1 pools de workers (principal, workers, servidores de parâmetros, avaliadores); o pool %2 e os seguintes são ignorados</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="175"/>
        <source>%1 must be a mapping, not a single value or list</source>
        <translation>%1 deve ser um mapeamento, não um valor único ou uma lista</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="58"/>
        <source>defaultValue is only for Vertex AI Vizier; hyperparameter tuning jobs ignore it</source>
        <translation>defaultValue é só para o Vertex AI Vizier; jobs de ajuste de hiperparâmetros o ignoram</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="83"/>
        <source>%1 is for a %2 parent; &apos;%3&apos; is %4</source>
        <translation>%1 serve para um parâmetro pai %2; &apos;%3&apos; é %4</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="107"/>
        <source>a conditional parameter of &apos;%1&apos; needs exactly one of parentDiscreteValues, parentIntValues or parentCategoricalValues</source>
        <translation>um parâmetro condicional de &apos;%1&apos; precisa de exatamente um entre parentDiscreteValues, parentIntValues ou parentCategoricalValues</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="112"/>
        <source>a conditional parameter of &apos;%1&apos; needs a parameterSpec</source>
        <translation>um parâmetro condicional de &apos;%1&apos; precisa de um parameterSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="155"/>
        <source>a parameter needs a parameterId</source>
        <translation>um parâmetro precisa de um parameterId</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="158"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation>o parâmetro &apos;%1&apos; precisa de um destes: doubleValueSpec, integerValueSpec, categoricalValueSpec ou discreteValueSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="162"/>
        <source>parameter &apos;%1&apos; has more than one value spec</source>
        <translation>o parâmetro &apos;%1&apos; tem mais de uma especificação de valor</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="262"/>
        <source>only the first metric is kept; Poolcraft studies optimise one metric</source>
        <translation>só a primeira métrica é mantida; estudos do Poolcraft otimizam uma métrica</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="307"/>
        <source>observationNoise is not supported by hyperparameter tuning jobs and is not kept</source>
        <translation>observationNoise não é compatível com jobs de ajuste de hiperparâmetros e não é mantido</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="118"/>
        <source>not valid YAML: %1</source>
        <translation>YAML inválido: %1</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="131"/>
        <source>not a job config Poolcraft knows: expected trainingInput (AI Platform), workerPoolSpecs (Vertex custom job), studySpec and trialJobSpec (Vertex hp-tuning) or poolcraft (job document)</source>
        <translation>não é uma configuração de job que o Poolcraft conheça: esperado trainingInput (AI Platform), workerPoolSpecs (job personalizado da Vertex), studySpec e trialJobSpec (hp-tuning da Vertex) ou poolcraft (documento de job)</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="134"/>
        <source>not a job config: the file must hold a mapping of keys to values</source>
        <translation>não é uma configuração de job: o arquivo deve conter um mapeamento de chaves para valores</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="153"/>
        <source>the CustomJobSpec</source>
        <translation>o CustomJobSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="187"/>
        <source>the job has no display name: gcloud refuses --display-name=&apos;&apos;</source>
        <translation>o job não tem nome de exibição: o gcloud recusa --display-name=&apos;&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="192"/>
        <source>gcloud&apos;s --config takes no skipped worker pool and the %1 pool (%2) is skipped: export as vertex-json and send it to the REST API, or give that pool a machine</source>
        <translation>o --config do gcloud não aceita pool de workers pulado, e o pool %1 (%2) está pulado: exporte como vertex-json e envie para a API REST, ou dê uma máquina a esse pool</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="207"/>
        <source>the %1 pool names no container image or Python package: gcloud refuses the script until it has one</source>
        <translation>o pool %1 não indica imagem de contêiner nem pacote Python: o gcloud recusa o script até que tenha um</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="255"/>
        <source>gcloud command lines cannot be read by this build</source>
        <translation>linhas de comando do gcloud não podem ser lidas por esta versão</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="267"/>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="280"/>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="309"/>
        <source>the project is not written; give it when you submit the job</source>
        <translation>o projeto não é gravado; informe-o ao enviar o job</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="312"/>
        <source>the region (%1) is not written; give it with --region</source>
        <translation>a região (%1) não é gravada; informe-a com --region</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="316"/>
        <source>the local command is kept only in Poolcraft job documents</source>
        <translation>o comando local só é mantido em documentos de job do Poolcraft</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="319"/>
        <source>the display name is not part of this format; give it with --display-name (or as the job id)</source>
        <translation>o nome de exibição não faz parte deste formato; informe-o com --display-name (ou como o id do job)</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="323"/>
        <source>labels are not part of this format; give them with --labels</source>
        <translation>os rótulos não fazem parte deste formato; informe-os com --labels</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="326"/>
        <source>the study (%1 parameters) is not written: a custom job has no study; export as hptuning-yaml or vertex-json</source>
        <translation>o estudo (%1 parâmetros) não é gravado: um job personalizado não tem estudo; exporte como hptuning-yaml ou vertex-json</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="342"/>
        <source>AI Platform settings are not written: %1</source>
        <translation>as configurações do AI Platform não são gravadas: %1</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="350"/>
        <source>pool %1 (%2) is switched off; its settings are not written</source>
        <translation>o pool %1 (%2) está desativado; as configurações dele não são gravadas</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="359"/>
        <source>environment variables of pool %1 are not written: AI Platform has none</source>
        <translation>as variáveis de ambiente do pool %1 não são gravadas: o AI Platform não tem variáveis de ambiente</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="362"/>
        <source>the TPU topology of pool %1 is not written</source>
        <translation>a topologia de TPU do pool %1 não é gravada</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="366"/>
        <source>the executor image of pool %1 is not written: AI Platform picks it from runtimeVersion</source>
        <translation>a imagem do executor do pool %1 não é gravada: o AI Platform a escolhe pelo runtimeVersion</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="373"/>
        <source>pool %1 runs another package or arguments than the chief; AI Platform runs one package for all</source>
        <translation>o pool %1 executa outro pacote ou outros argumentos que o principal; o AI Platform executa um único pacote para todos</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="377"/>
        <source>pool %1 runs a different kind of task than the chief</source>
        <translation>o pool %1 executa um tipo de tarefa diferente do principal</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="385"/>
        <source>restartJobOnWorkerRestart, disableRetries and strategy are not part of AI Platform scheduling</source>
        <translation>restartJobOnWorkerRestart, disableRetries e strategy não fazem parte do scheduling do AI Platform</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="389"/>
        <source>baseOutputDirectory is not written (AI Platform uses jobDir)</source>
        <translation>baseOutputDirectory não é gravado (o AI Platform usa jobDir)</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="397"/>
        <source>AI Platform has no conditional parameters: %1 are written as ordinary parameters, tuned in every trial</source>
        <translation>o AI Platform não tem parâmetros condicionais: %1 são gravados como parâmetros comuns, ajustados em todos os testes</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="404"/>
        <source>BEST_MEASUREMENT is not part of AI Platform</source>
        <translation>BEST_MEASUREMENT não faz parte do AI Platform</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="408"/>
        <source>resumePreviousJobId is AI Platform only and is not written</source>
        <translation>resumePreviousJobId é exclusivo do AI Platform e não é gravado</translation>
    </message>
    <message>
        <location filename="../models/formats/poolcraftyaml.cpp" line="24"/>
        <source>this job document is version %1; this Poolcraft reads version %2: some settings may be missing</source>
        <translation>este documento de job é da versão %1; este Poolcraft lê a versão %2: algumas configurações podem estar ausentes</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="92"/>
        <source>the file is %1 MiB; config files above %2 MiB are refused</source>
        <translation>o arquivo tem %1 MiB; arquivos de configuração acima de %2 MiB são recusados</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="110"/>
        <source>the file holds a NUL byte: it is binary, not a text config file</source>
        <translation>o arquivo contém um byte NUL: é binário, não um arquivo de configuração de texto</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="126"/>
        <source>byte 0x%1 is not valid UTF-8; save the file as UTF-8</source>
        <translation>o byte 0x%1 não é UTF-8 válido; salve o arquivo como UTF-8</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="209"/>
        <source>values are nested more than %1 levels deep; a job config never is, so the file is refused</source>
        <translation>os valores estão aninhados em mais de %1 níveis; uma configuração de job nunca está, então o arquivo é recusado</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="217"/>
        <source>the file holds more than %1 keys and values; a job config holds a few hundred, so the file is refused</source>
        <translation>o arquivo contém mais de %1 chaves e valores; uma configuração de job contém algumas centenas, então o arquivo é recusado</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="140"/>
        <source>the file expands to more than %1 values (aliases referring to aliases?); reading stopped there</source>
        <translation>o arquivo se expande para mais de %1 valores (aliases que se referem a aliases?); a leitura parou aí</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="150"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="152"/>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="154"/>
        <source>a mapping</source>
        <translation>um mapeamento</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="161"/>
        <source>&apos;%1&apos;</source>
        <translation>&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="171"/>
        <source>%1 must be a mapping of keys to values, not %2</source>
        <translation>%1 deve ser um mapeamento de chaves para valores, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="182"/>
        <source>%1 must be a list, not %2</source>
        <translation>%1 deve ser uma lista, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="201"/>
        <source>a key in %1 must be a plain name, not %2</source>
        <translation>uma chave em %1 deve ser um nome simples, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="218"/>
        <source>keys with underscore are invalid: write &apos;%1&apos; as &apos;%2&apos;</source>
        <translation>chaves com sublinhado são inválidas: escreva &apos;%1&apos; como &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="215"/>
        <source>Rename to %1</source>
        <translation>Renomear para %1</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="142"/>
        <source>the file&apos;s aliases expand to more than %1 MiB of text; reading stopped there</source>
        <translation>os aliases do arquivo se expandem para mais de %1 MiB de texto; a leitura parou ali</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="227"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored</source>
        <translation>a chave desconhecida &apos;%1&apos; em %2 é ignorada</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="228"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored (did you mean &apos;%3&apos;?)</source>
        <translation>a chave desconhecida &apos;%1&apos; em %2 é ignorada (você quis dizer &apos;%3&apos;?)</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="235"/>
        <source>&apos;%1&apos; appears twice in %2; the last one counts</source>
        <translation>&apos;%1&apos; aparece duas vezes em %2; vale a última</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="273"/>
        <source>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings, not %1</source>
        <translation>uma chave de mesclagem &apos;&lt;&lt;&apos; aceita um mapeamento ou uma lista de mapeamentos, não %1</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="278"/>
        <source>merge keys are nested more than %1 deep</source>
        <translation>as chaves de mesclagem estão aninhadas em mais de %1 níveis</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="304"/>
        <source>%1 must be a text value, not %2</source>
        <translation>%1 deve ser um valor de texto, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="320"/>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 deve ser um número inteiro, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="335"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 deve ser um número inteiro, não &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="340"/>
        <source>%1 is %2; it must be between %3 and %4</source>
        <translation>%1 é %2; deve estar entre %3 e %4</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="353"/>
        <source>%1 must be a number, not %2</source>
        <translation>%1 deve ser um número, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="368"/>
        <source>%1 must be a finite number, not &apos;%2&apos;</source>
        <translation>%1 deve ser um número finito, não &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="389"/>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 deve ser true ou false, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="448"/>
        <source>an environment variable needs a name</source>
        <translation>uma variável de ambiente precisa de um nome</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="467"/>
        <source>a key in %1 must be text</source>
        <translation>uma chave em %1 deve ser texto</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="492"/>
        <source>&apos;%1&apos; should be written &apos;%2&apos;</source>
        <translation>&apos;%1&apos; deve ser escrito &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="500"/>
        <source>&apos;%1&apos; is not a valid value for %2 (one of: %3)</source>
        <translation>&apos;%1&apos; não é um valor válido para %2 (um destes: %3)</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="502"/>
        <source>&apos;%1&apos; is not a valid value for %2 (did you mean &apos;%3&apos;?)</source>
        <translation>&apos;%1&apos; não é um valor válido para %2 (você quis dizer &apos;%3&apos;?)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudReader</name>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="116"/>
        <source>the text has %1 characters; a command line is at most %2</source>
        <translation>o texto tem %1 caracteres; uma linha de comando tem no máximo %2</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="129"/>
        <source>the command ends with this line, as in a shell; the lines after it are not read (a &apos;\&apos; missing at its end?)</source>
        <translation>o comando termina nesta linha, como em um shell; as linhas seguintes não são lidas (falta uma &apos;\&apos; no final?)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="131"/>
        <source>only the first command is read; the rest is ignored</source>
        <translation>só o primeiro comando é lido; o restante é ignorado</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="157"/>
        <source>there is no gcloud command here</source>
        <translation>não há nenhum comando gcloud aqui</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="164"/>
        <source>expected a gcloud command, found &apos;%1&apos;</source>
        <translation>esperado um comando gcloud, encontrado &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="208"/>
        <source>&apos;gcloud %1&apos; is not a command that creates a training job (expected &apos;ai custom-jobs create&apos;, &apos;ai hp-tuning-jobs create&apos; or &apos;ai-platform jobs submit training&apos;)</source>
        <translation>&apos;gcloud %1&apos; não é um comando que cria um job de treinamento (esperado &apos;ai custom-jobs create&apos;, &apos;ai hp-tuning-jobs create&apos; ou &apos;ai-platform jobs submit training&apos;)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="229"/>
        <source>&apos;gcloud ai-platform jobs submit training&apos; needs the job name (JOB) after &apos;training&apos;</source>
        <translation>&apos;gcloud ai-platform jobs submit training&apos; precisa do nome do job (JOB) depois de &apos;training&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="264"/>
        <source>unexpected argument &apos;%1&apos; is ignored</source>
        <translation>o argumento inesperado &apos;%1&apos; é ignorado</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="276"/>
        <source>%1 needs a value</source>
        <translation>%1 precisa de um valor</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="284"/>
        <source>unknown flag %1 is ignored</source>
        <translation>a flag desconhecida %1 é ignorada</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="289"/>
        <source>%1 takes no value</source>
        <translation>%1 não aceita valor</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="399"/>
        <source>--config %1: the job spec in that file is not part of this command line; open the file itself to read it</source>
        <translation>--config %1: a especificação do job nesse arquivo não faz parte desta linha de comando; abra o próprio arquivo para lê-la</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="429"/>
        <source>%1 is valid but Poolcraft does not keep it</source>
        <translation>%1 é válido, mas o Poolcraft não o mantém</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="439"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this is --worker-pool-spec number %2</source>
        <translation>um job tem no máximo %1 pools de workers (principal, workers, servidores de parâmetros, avaliadores); este é o --worker-pool-spec número %2</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="495"/>
        <source>%1: gcloud builds a container from local code here; Poolcraft does not keep &apos;%2&apos;</source>
        <translation>%1: aqui o gcloud cria um contêiner a partir do código local; o Poolcraft não mantém &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="499"/>
        <source>--worker-pool-spec has no key &apos;%1&apos; (gcloud rejects it)</source>
        <translation>--worker-pool-spec não tem a chave &apos;%1&apos; (o gcloud a rejeita)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="512"/>
        <source>--worker-pool-spec needs machine-type</source>
        <translation>--worker-pool-spec precisa de machine-type</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="531"/>
        <source>--algorithm must be algorithm-unspecified, grid-search or random-search, not &apos;%1&apos;</source>
        <translation>--algorithm deve ser algorithm-unspecified, grid-search ou random-search, não &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="580"/>
        <source>--scale-tier must be one of %1, not &apos;%2&apos;</source>
        <translation>--scale-tier deve ser um destes: %1, não &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="597"/>
        <source>%1 is valid but Poolcraft does not keep it (gcloud packages and uploads local code; give the uploaded package with --packages)</source>
        <translation>%1 é válido, mas o Poolcraft não o mantém (o gcloud empacota e envia o código local; informe o pacote enviado com --packages)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="627"/>
        <source>%1 takes type and count, not &apos;%2&apos;</source>
        <translation>%1 aceita type e count, não &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="633"/>
        <source>%1 needs both type= and count= (for example type=nvidia-tesla-t4,count=2)</source>
        <translation>%1 precisa de type= e count= (por exemplo, type=nvidia-tesla-t4,count=2)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="644"/>
        <source>&apos;%1&apos; is not an accelerator type gcloud knows (for example nvidia-tesla-t4 or NVIDIA_TESLA_T4)</source>
        <translation>&apos;%1&apos; não é um tipo de acelerador que o gcloud conheça (por exemplo, nvidia-tesla-t4 ou NVIDIA_TESLA_T4)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="704"/>
        <source>&apos;gcloud ai custom-jobs create&apos; needs --worker-pool-spec or --config</source>
        <translation>&apos;gcloud ai custom-jobs create&apos; precisa de --worker-pool-spec ou --config</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="730"/>
        <source>a machine type is given for the %1 but no count: the pool is left out</source>
        <translation>há um tipo de máquina para %1, mas nenhuma contagem: o pool fica de fora</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="754"/>
        <source>neither --module-name nor --master-image-uri: the job has nothing to run</source>
        <translation>nem --module-name nem --master-image-uri: o job não tem nada para executar</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="802"/>
        <source>%1 expects KEY=VALUE pairs separated by commas; &apos;%2&apos; is not one</source>
        <translation>%1 espera pares CHAVE=VALOR separados por vírgulas; &apos;%2&apos; não é um deles</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="819"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 deve ser um número inteiro, não &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="824"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation>%1 é %2, fora de %3..%4</translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudWriter</name>
    <message>
        <location filename="../models/formats/gcloudcommand.cpp" line="64"/>
        <source># The whole job: its config is written by the here-document below, then gcloud reads it.</source>
        <translation># O job inteiro: a configuração é gravada pelo here-document abaixo e depois lida pelo gcloud.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::GoogleError</name>
    <message>
        <location filename="../app/cloud/googleerror.cpp" line="45"/>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/googleerror.cpp" line="51"/>
        <source> (missing permission %1)</source>
        <translation> (falta a permissão %1)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::HistoryStore</name>
    <message>
        <location filename="../app/history/historystore.cpp" line="416"/>
        <source>%1 does not exist</source>
        <translation>%1 não existe</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="423"/>
        <source>%1 has schema %2, not %3</source>
        <translation>%1 tem o esquema %2, não %3</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="439"/>
        <source>%1 is not a regular file; the history is kept in one</source>
        <translation>%1 não é um arquivo comum; o histórico é guardado em um</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="445"/>
        <source>Cannot create folder %1</source>
        <translation>Não é possível criar a pasta %1</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="454"/>
        <source>%1 was written by a newer Poolcraft (schema %2, this one reads %3)</source>
        <translation>%1 foi gravado por um Poolcraft mais novo (esquema %2; este lê o %3)</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="510"/>
        <source>Poolcraft ended while the run was live.</source>
        <translation>O Poolcraft foi encerrado enquanto a execução estava ativa.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="588"/>
        <source>The history is not open.</source>
        <translation>O histórico não está aberto.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="594"/>
        <source>Run %1 is not in the history.</source>
        <translation>A execução %1 não está no histórico.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="601"/>
        <source>Run %1 has not ended.</source>
        <translation>A execução %1 não terminou.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="604"/>
        <source>Run %1 is a trial of study %2.</source>
        <translation>A execução %1 é um teste do estudo %2.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::InputFile</name>
    <message>
        <location filename="../models/core/inputfile.cpp" line="22"/>
        <source>is a directory, not a file</source>
        <translation>é um diretório, não um arquivo</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="24"/>
        <source>is a FIFO (named pipe), not a file; give a regular file, or &quot;-&quot; and pipe it to standard input</source>
        <translation>é um FIFO (pipe nomeado), não um arquivo; informe um arquivo comum, ou &quot;-&quot; e envie-o pela entrada padrão</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="27"/>
        <source>is a device, not a file</source>
        <translation>é um dispositivo, não um arquivo</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="29"/>
        <source>is a socket, not a file</source>
        <translation>é um socket, não um arquivo</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="30"/>
        <source>is not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="38"/>
        <source>no such file; its name is not valid UTF-8, which Poolcraft cannot pass on (rename the file)</source>
        <translation>arquivo inexistente; o nome dele não é UTF-8 válido, e o Poolcraft não consegue repassá-lo (renomeie o arquivo)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobCost</name>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="37"/>
        <source>an unknown price</source>
        <translation>um preço desconhecido</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="39"/>
        <source>%1: %2 × %3 at %4</source>
        <translation>%1: %2 × %3 a %4</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="41"/>
        <source>(no machine type)</source>
        <translation>(sem tipo de máquina)</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="45"/>
        <source> + %1 × %2 × %3 at %4</source>
        <translation> + %1 × %2 × %3 a %4</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="50"/>
        <source> = %1</source>
        <translation> = %1</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="51"/>
        <source> ≥ %1</source>
        <translation> ≥ %1</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="90"/>
        <source>boot disks</source>
        <translation>discos de inicialização</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="90"/>
        <source>network traffic</source>
        <translation>tráfego de rede</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="91"/>
        <source>storage</source>
        <translation>armazenamento</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="92"/>
        <source>Vertex AI&apos;s custom-training management fee</source>
        <translation>a taxa de gerenciamento de treinamento personalizado da Vertex AI</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="97"/>
        <source>Not counted: %1.</source>
        <translation>Não incluídos: %1.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobDocument</name>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="69"/>
        <source>chief</source>
        <translation>principal</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="70"/>
        <source>workers</source>
        <translation>workers</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="71"/>
        <source>parameter servers</source>
        <translation>servidores de parâmetros</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="72"/>
        <source>evaluators</source>
        <translation>avaliadores</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobEditDocument</name>
    <message>
        <location filename="../app/document/jobeditdocument.cpp" line="29"/>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LaunchPlan</name>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="95"/>
        <source>The job asks for %1 GPUs but this machine has none: it runs on the CPU.</source>
        <translation>O job pede %1 GPUs, mas esta máquina não tem nenhuma: ele roda na CPU.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="111"/>
        <source>The job needs %1 GPUs in all but this machine has %2; lower the replica or accelerator counts to run it here.</source>
        <translation>O job precisa de %1 GPUs no total, mas esta máquina tem %2; reduza as contagens de réplicas ou de aceleradores para executá-lo aqui.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="133"/>
        <source>set the job&apos;s local command or pass one after `--`</source>
        <translation>defina o comando local do job ou passe um depois de `--`</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="137"/>
        <source>it runs a Python package, which only Vertex installs; to run it here, %1 (for example &quot;python3 -m %2&quot;).</source>
        <translation>ele executa um pacote Python, que só a Vertex instala; para executá-lo aqui, %1 (por exemplo, &quot;python3 -m %2&quot;).</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="141"/>
        <source>it has no container image; give it one, or %1.</source>
        <translation>ele não tem imagem de contêiner; dê uma a ele ou %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="157"/>
        <source>The job has no local command, so workerpool%1 (%2) would run in a container, but %3</source>
        <translation>O job não tem comando local, então workerpool%1 (%2) rodaria em um contêiner, mas %3</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="207"/>
        <source>Docker cannot mount %1: its path has a &apos;:&apos;; choose another run folder.</source>
        <translation>O Docker não consegue montar %1: o caminho tem um &apos;:&apos;; escolha outra pasta de execução.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="215"/>
        <source>The job runs in containers (it has no local command) but no Docker engine answers (%1). The docker commands are shown so they can be run elsewhere; or set a local command to run the trainer without Docker.</source>
        <translation>O job roda em contêineres (não tem comando local), mas nenhum mecanismo do Docker responde (%1). Os comandos docker são mostrados para que possam ser executados em outro lugar; ou defina um comando local para executar o treinador sem o Docker.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="363"/>
        <source>there is no docker program (%1)</source>
        <translation>não há programa docker (%1)</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="369"/>
        <source>`docker info` did not answer within %1 ms</source>
        <translation>`docker info` não respondeu em %1 ms</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="378"/>
        <source>`docker info` failed with exit code %1</source>
        <translation>`docker info` falhou com o código de saída %1</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="448"/>
        <source>cannot make %1: %2</source>
        <translation>não é possível criar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="454"/>
        <source>cannot use %1: %2</source>
        <translation>não é possível usar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="459"/>
        <source>%1 is a link that another user made</source>
        <translation>%1 é um link criado por outro usuário</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="461"/>
        <source>%1 is not a folder</source>
        <translation>%1 não é uma pasta</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="463"/>
        <source>%1 belongs to another user</source>
        <translation>%1 pertence a outro usuário</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="465"/>
        <source>anyone can write to %1</source>
        <translation>qualquer pessoa pode gravar em %1</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="476"/>
        <source>cannot make a folder in %1: %2</source>
        <translation>não é possível criar uma pasta em %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="496"/>
        <source>No folder for the run&apos;s files: %1.</source>
        <translation>Sem pasta para os arquivos da execução: %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="508"/>
        <source>The job has no local command: say how the trainer runs on this machine (for example &quot;python3 train.py&quot;).</source>
        <translation>O job não tem comando local: diga como o treinador roda nesta máquina (por exemplo, &quot;python3 train.py&quot;).</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="514"/>
        <source>The job has no chief pool (workerPoolSpecs[0]); there is nothing to start.</source>
        <translation>O job não tem pool principal (workerPoolSpecs[0]); não há nada para iniciar.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="518"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation>O pool principal deve ter exatamente uma réplica, não %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="529"/>
        <location filename="../app/launch/launchplan.cpp" line="539"/>
        <source>%1 replicas cannot run on one machine; the local launcher runs at most %2.</source>
        <translation>%1 réplicas não podem rodar em uma só máquina; o iniciador local executa no máximo %2.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="547"/>
        <source>No free loopback ports for the replicas.</source>
        <translation>Nenhuma porta de loopback livre para as réplicas.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LegacyConversion</name>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="64"/>
        <source>scale tier %1 is not in the catalog; set the pools by hand</source>
        <translation>o nível de escalonamento %1 não está no catálogo; defina os pools manualmente</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="68"/>
        <source>a chief (%1)</source>
        <translation>um principal (%1)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="72"/>
        <source>, %1 %2 (%3)</source>
        <translation>, %1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="77"/>
        <source>scale tier %1 became %2; Vertex has no scale tiers</source>
        <translation>o nível de escalonamento %1 virou %2; a Vertex não tem níveis de escalonamento</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="105"/>
        <source>the TPU worker (%1) and the %2 master became one pool with one replica on %1: Vertex runs a TPU job on a single machine</source>
        <translation>o worker de TPU (%1) e o mestre %2 viraram um só pool com uma réplica em %1: a Vertex executa um job de TPU em uma única máquina</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="107"/>
        <source>default</source>
        <translation>padrão</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="123"/>
        <source>pool %1 named accelerator %2 on legacy type %3, which carries its own; the legacy type&apos;s GPUs are used</source>
        <translation>o pool %1 indicou o acelerador %2 no tipo legado %3, que já traz o próprio; são usadas as GPUs do tipo legado</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="133"/>
        <source> with %1 × %2</source>
        <translation> com %1 × %2</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="135"/>
        <source>legacy machine type %1 became %2%3</source>
        <translation>o tipo de máquina legado %1 virou %2%3</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="151"/>
        <source>(none given)</source>
        <translation>(nenhuma informada)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="153"/>
        <source>runtimeVersion %1%2 has no Vertex equivalent: choose a prebuilt training container (us-docker.pkg.dev/vertex-ai/training/...) as the executor image of each Python package pool</source>
        <translation>runtimeVersion %1%2 não tem equivalente na Vertex: escolha um contêiner de treinamento pré-criado (us-docker.pkg.dev/vertex-ai/training/...) como imagem do executor de cada pool de pacote Python</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="158"/>
        <source> (Python %1)</source>
        <translation> (Python %1)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="161"/>
        <source>pythonVersion %1 is set by the container image on Vertex</source>
        <translation>na Vertex, pythonVersion %1 é definido pela imagem de contêiner</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="168"/>
        <source>jobDir %1 became baseOutputDirectory; the trainer now finds it in AIP_MODEL_DIR (…/model/) instead of a --job-dir argument</source>
        <translation>jobDir %1 virou baseOutputDirectory; agora o treinador o encontra em AIP_MODEL_DIR (…/model/) em vez de em um argumento --job-dir</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="174"/>
        <source>useChiefInTfConfig is not needed: Vertex always names the first pool chief in TF_CONFIG</source>
        <translation>useChiefInTfConfig não é necessário: a Vertex sempre chama o primeiro pool de chief no TF_CONFIG</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="188"/>
        <source>no hyperparameterMetricTag was given; Vertex needs a metric id, so the AI Platform default %1 is used</source>
        <translation>nenhum hyperparameterMetricTag foi informado; a Vertex precisa de um id de métrica, então é usado o padrão do AI Platform, %1</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="193"/>
        <source>resumePreviousJobId %1 cannot be carried over: Vertex cannot resume an AI Platform study</source>
        <translation>resumePreviousJobId %1 não pode ser transferido: a Vertex não consegue retomar um estudo do AI Platform</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LocalRunner</name>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="110"/>
        <source>A run is still going.</source>
        <translation>Uma execução ainda está em andamento.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="114"/>
        <source>The job has no replicas to start.</source>
        <translation>O job não tem réplicas para iniciar.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="115"/>
        <source>The job has errors.</source>
        <translation>O job tem erros.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="166"/>
        <source>Cannot enter the folder %1.</source>
        <translation>Não é possível entrar na pasta %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="207"/>
        <source>Stopped by the user.</source>
        <translation>Parado pelo usuário.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="220"/>
        <source>Stopped when Poolcraft quit.</source>
        <translation>Parado quando o Poolcraft foi encerrado.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="270"/>
        <source>%1 could not start %2: %3</source>
        <translation>%1 não conseguiu iniciar %2: %3</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="299"/>
        <source>%1 was killed by signal %2 (%3)</source>
        <translation>%1 foi encerrado pelo sinal %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="301"/>
        <source>%1 exited with code %2</source>
        <translation>%1 saiu com o código %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogMatcher</name>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="30"/>
        <source>Nothing to search for</source>
        <translation>Nada para buscar</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="38"/>
        <source>Invalid regular expression at %1: %2</source>
        <translation>Expressão regular inválida na posição %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogReplaySource</name>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="48"/>
        <source>A run is still going.</source>
        <translation>Uma execução ainda está em andamento.</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="55"/>
        <source>%1 is not a regular file.</source>
        <translation>%1 não é um arquivo comum.</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="60"/>
        <location filename="../app/launch/logreplaysource.cpp" line="105"/>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="139"/>
        <source>Stopped by the user.</source>
        <translation>Parado pelo usuário.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogView</name>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="493"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="495"/>
        <source>Select &amp;All</source>
        <translation>Selecionar &amp;tudo</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="497"/>
        <source>&amp;Follow Output</source>
        <translation>&amp;Seguir a saída</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="501"/>
        <source>&amp;Save Log As...</source>
        <translation>&amp;Salvar log como...</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="502"/>
        <source>Save Log</source>
        <translation>Salvar log</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="503"/>
        <source>Log files (*.log *.txt)</source>
        <translation>Arquivos de log (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="555"/>
        <source>a save is already running</source>
        <translation>já há um salvamento em andamento</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="201"/>
        <source>saving was cancelled</source>
        <translation>o salvamento foi cancelado</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="455"/>
        <source>&amp;Design</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="456"/>
        <source>&amp;Study</source>
        <translation>Es&amp;tudo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="315"/>
        <location filename="../widgets/mainwindow.cpp" line="457"/>
        <source>&amp;Catalog</source>
        <translation>&amp;Catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="322"/>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="323"/>
        <location filename="../widgets/mainwindow.cpp" line="459"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Boas-vindas</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="458"/>
        <source>&amp;Runs</source>
        <translation>Exec&amp;uções</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="465"/>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="466"/>
        <source>Preview</source>
        <translation>Pré-visualização</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="215"/>
        <source>Display name</source>
        <translation>Nome de exibição</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="217"/>
        <source>The job&apos;s name in the Vertex AI console (up to 128 characters).</source>
        <translation>O nome do job no console da Vertex AI (até 128 caracteres).</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="220"/>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="221"/>
        <source>my-gcp-project</source>
        <translation>my-gcp-project</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="222"/>
        <source>The Google Cloud project the job runs in.</source>
        <translation>O projeto do Google Cloud em que o job é executado.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="226"/>
        <source>&amp;Project:</source>
        <translation>&amp;Projeto:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="230"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="231"/>
        <source>Re&amp;gion:</source>
        <translation>Re&amp;gião:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="233"/>
        <source>Cost:</source>
        <translation>Custo:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="236"/>
        <source>Local command</source>
        <translation>Comando local</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="237"/>
        <source>python3 train.py</source>
        <translation>python3 train.py</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="239"/>
        <source>How the trainer runs on this machine (Run locally, F5), in shell words; a relative path is relative to the job file&apos;s folder.</source>
        <translation>Como o treinador roda nesta máquina (Executar localmente, F5), em palavras de shell; um caminho relativo parte da pasta do arquivo do job.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="241"/>
        <source>&amp;Local command:</source>
        <translation>Comando &amp;local:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="255"/>
        <source>Local command: close the quote to apply it.</source>
        <translation>Comando local: feche as aspas para aplicá-lo.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="273"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="274"/>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="276"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="278"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recentes</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="280"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="282"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="285"/>
        <source>Res&amp;tart</source>
        <translation>Rei&amp;niciar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="287"/>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="291"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="292"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="294"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="299"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="303"/>
        <source>&amp;Run</source>
        <translation>Exec&amp;utar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="310"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="316"/>
        <source>Use a Catalog &amp;File…</source>
        <translation>Usar um &amp;arquivo de catálogo…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="317"/>
        <source>Use the &amp;Built-in Catalog</source>
        <translation>Usar o catálogo &amp;integrado</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="319"/>
        <source>The built-in catalog is used when Poolcraft starts again.</source>
        <translation>O catálogo integrado será usado quando o Poolcraft for iniciado novamente.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="vanished">&amp;Idioma</translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="vanished">Padrão do sistema</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="364"/>
        <source>Use a Catalog File</source>
        <translation>Usar um arquivo de catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="364"/>
        <source>Poolcraft catalog (*.yaml *.yml)</source>
        <translation>Catálogo do Poolcraft (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="375"/>
        <source>%1 is used when Poolcraft starts again.</source>
        <translation>%1 será usado quando o Poolcraft for iniciado novamente.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="383"/>
        <source>Catalog refused</source>
        <translation>Catálogo recusado</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="384"/>
        <source>The chosen catalog file has errors; the catalog in use stays.

%1</source>
        <translation>O arquivo de catálogo escolhido tem erros; o catálogo em uso continua.

%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="421"/>
        <source>The whole window is in the new language when Poolcraft starts again (File ▸ Restart).</source>
        <translation>A janela inteira fica no novo idioma quando o Poolcraft for iniciado novamente (Arquivo ▸ Reiniciar).</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="426"/>
        <source>The new history file is used when Poolcraft starts again.</source>
        <translation>O novo arquivo de histórico será usado quando o Poolcraft for iniciado novamente.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="507"/>
        <source>%1[*] — Poolcraft</source>
        <translation>%1[*] — Poolcraft</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="545"/>
        <source>Could not apply “%1”.</source>
        <translation>Não foi possível aplicar “%1”.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="558"/>
        <source>Applied: %1</source>
        <translation>Aplicado: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="571"/>
        <source>Could not read %1</source>
        <translation>Não foi possível ler %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="583"/>
        <source>Opened %1 (%2)</source>
        <translation>%1 aberto (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="593"/>
        <source>Could not save %1: %2</source>
        <translation>Não foi possível salvar %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="600"/>
        <source>Saved; this format does not carry: %1</source>
        <translation>Salvo; este formato não inclui: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="603"/>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="621"/>
        <source>Open Job</source>
        <translation>Abrir job</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="622"/>
        <source>Job files (*.yaml *.yml *.json *.sh *.txt);;All files (*)</source>
        <translation>Arquivos de job (*.yaml *.yml *.json *.sh *.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="640"/>
        <source>Save Job As</source>
        <translation>Salvar job como</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="655"/>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="656"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 tem alterações que não foram salvas. Salvá-las?</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChart</name>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="63"/>
        <source>Loss</source>
        <translation>Perda</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="65"/>
        <source>Accuracy</source>
        <translation>Acurácia</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="99"/>
        <source>Epoch</source>
        <translation>Época</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="388"/>
        <source>the image could not be encoded as PNG</source>
        <translation>não foi possível codificar a imagem como PNG</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="411"/>
        <source>%1
%2 at epoch %3: %4</source>
        <translation>%1
%2 na época %3: %4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="416"/>
        <source> (smoothed %1)</source>
        <translation> (suavizado %1)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChartsPanel</name>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="34"/>
        <source>Smoothing:</source>
        <translation>Suavização:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="39"/>
        <source>Exponential moving average weight, debiased; 0 shows the raw values</source>
        <translation>Peso da média móvel exponencial, com correção de viés; 0 mostra os valores brutos</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="46"/>
        <source>Export CSV...</source>
        <translation>Exportar CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="49"/>
        <source>Export PNG...</source>
        <translation>Exportar PNG...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="57"/>
        <source>No metrics yet: charts appear when the trainer reports its first epoch.</source>
        <translation>Ainda sem métricas: os gráficos aparecem quando o treinador informar a primeira época.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="66"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="70"/>
        <source>Export Metrics</source>
        <translation>Exportar métricas</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="67"/>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="73"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="76"/>
        <source>Export Charts</source>
        <translation>Exportar gráficos</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricExtractor</name>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="449"/>
        <source>column %1: %2</source>
        <translation>coluna %1: %2</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="470"/>
        <source>the pattern needs a named group &quot;epoch&quot; (or &quot;step&quot;) and at least one other named group for a metric</source>
        <translation>o padrão precisa de um grupo nomeado &quot;epoch&quot; (ou &quot;step&quot;) e de pelo menos outro grupo nomeado para uma métrica</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="629"/>
        <source>the custom pattern has used its %1 s budget (it backtracks too much); from this line on it is not used</source>
        <translation>o padrão personalizado esgotou o limite de %1 s (faz backtracking demais); a partir desta linha ele não é usado</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="640"/>
        <source>the custom pattern gave up on this line after %1 steps (it backtracks too much); this line and others like it are skipped</source>
        <translation>o padrão personalizado desistiu desta linha após %1 passos (ele retrocede demais); esta linha e outras parecidas são ignoradas</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="653"/>
        <location filename="../models/metrics/metricextractor.cpp" line="665"/>
        <source>&quot;%1&quot; is not a number for %2</source>
        <translation>&quot;%1&quot; não é um número para %2</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="698"/>
        <source>the line ends before the closing brace</source>
        <translation>a linha termina antes da chave de fechamento</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="703"/>
        <source>expected a quoted key</source>
        <translation>esperada uma chave entre aspas</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="706"/>
        <source>the key is not closed</source>
        <translation>a chave não está fechada</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="710"/>
        <source>expected &apos;:&apos; after the key</source>
        <translation>esperado &apos;:&apos; depois da chave</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="713"/>
        <source>the value is missing</source>
        <translation>o valor está faltando</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="718"/>
        <source>the string is not closed</source>
        <translation>a string não está fechada</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="731"/>
        <source>a nested value is not closed</source>
        <translation>um valor aninhado não está fechado</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="755"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after a value</source>
        <translation>esperado &apos;,&apos; ou &apos;}&apos; depois de um valor</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricLog</name>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="40"/>
        <source>the metric pattern is not usable: %1</source>
        <translation>o padrão de métrica não pode ser usado: %1</translation>
    </message>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="114"/>
        <location filename="../models/metrics/metriclogreader.cpp" line="180"/>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::OtherSettings</name>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="13"/>
        <source>Other settings (AI Platform)</source>
        <translation>Outras configurações (AI Platform)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="24"/>
        <source>&amp;Runtime version:</source>
        <translation>Versão do &amp;runtime:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="25"/>
        <source>AI Platform&apos;s runtime (TensorFlow) version. Vertex has none: a prebuilt training container takes its place.</source>
        <translation>Versão do runtime (TensorFlow) do AI Platform. A Vertex não tem runtime: um contêiner de treinamento pré-criado ocupa o lugar dele.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="27"/>
        <source>P&amp;ython version:</source>
        <translation>Versão do P&amp;ython:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="28"/>
        <source>AI Platform&apos;s Python version, such as 3.7. Empty: the runtime&apos;s default.</source>
        <translation>Versão do Python do AI Platform, como 3.7. Vazio: o padrão do runtime.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="29"/>
        <source>&amp;Job directory:</source>
        <translation>&amp;Diretório do job:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="30"/>
        <source>Where AI Platform puts the job&apos;s output (gs://bucket/dir).</source>
        <translation>Onde o AI Platform coloca a saída do job (gs://bucket/dir).</translation>
    </message>
</context>
<context>
    <name>Poolcraft::OutputFile</name>
    <message>
        <location filename="../models/core/outputfile.cpp" line="53"/>
        <source>it is a FIFO that nobody reads</source>
        <translation>é um FIFO que ninguém lê</translation>
    </message>
    <message>
        <location filename="../models/core/outputfile.cpp" line="154"/>
        <source>it is a directory</source>
        <translation>é um diretório</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PoolCard</name>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="36"/>
        <source>Chief (pool 0)</source>
        <translation>Principal (pool 0)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="37"/>
        <source>Workers (pool 1)</source>
        <translation>Workers (pool 1)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="38"/>
        <source>Parameter servers / reduction server (pool 2)</source>
        <translation>Servidores de parâmetros / servidor de redução (pool 2)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="39"/>
        <source>Evaluators (pool 3)</source>
        <translation>Avaliadores (pool 3)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="95"/>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="96"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="97"/>
        <source>Add row to %1</source>
        <translation>Adicionar linha a %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="99"/>
        <source>Remove selected row from %1</source>
        <translation>Remover a linha selecionada de %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="120"/>
        <source>Switch the pool on or off. Pool 0 is the chief and is always needed.</source>
        <translation>Ativar ou desativar o pool. O pool 0 é o principal e é sempre necessário.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="136"/>
        <source>Machine type</source>
        <translation>Tipo de máquina</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="27"/>
        <source>The virtual machine of every replica in this pool, grouped by series, with its vCPUs and memory.</source>
        <translation>A máquina virtual de cada réplica deste pool, agrupada por série, com vCPUs e memória.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="141"/>
        <source>&amp;Machine type:</source>
        <translation>Tipo de &amp;máquina:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="148"/>
        <source>Accelerator type</source>
        <translation>Tipo de acelerador</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="149"/>
        <source>GPUs this machine type takes. Greyed entries do not fit the machine type: hover them to see why.</source>
        <translation>GPUs que este tipo de máquina aceita. Itens esmaecidos não servem para o tipo de máquina: passe o mouse sobre eles para ver o motivo.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="152"/>
        <source>Accelerator count</source>
        <translation>Contagem de aceleradores</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="153"/>
        <source>Only the counts Vertex AI accepts for this machine type and GPU.</source>
        <translation>Somente as contagens que a Vertex AI aceita para este tipo de máquina e GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="171"/>
        <source>&amp;Accelerators:</source>
        <translation>&amp;Aceleradores:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="176"/>
        <source>Replica count</source>
        <translation>Contagem de réplicas</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="178"/>
        <source>The chief pool always has exactly one replica.</source>
        <translation>O pool principal sempre tem exatamente uma réplica.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="179"/>
        <source>How many machines of this kind run the job.</source>
        <translation>Quantas máquinas deste tipo executam o job.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="180"/>
        <source>&amp;Replicas:</source>
        <translation>&amp;Réplicas:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="183"/>
        <source>Container image</source>
        <translation>Imagem de contêiner</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="184"/>
        <source>Python package</source>
        <translation>Pacote Python</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="185"/>
        <source>Task kind</source>
        <translation>Tipo de tarefa</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="186"/>
        <source>Run your own container, or a Python package on a prebuilt training container.</source>
        <translation>Execute seu próprio contêiner ou um pacote Python em um contêiner de treinamento pré-criado.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="190"/>
        <source>&amp;Runs:</source>
        <translation>&amp;Executa:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="203"/>
        <source>Container image URI</source>
        <translation>URI da imagem de contêiner</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="204"/>
        <source>The image every replica of this pool runs.</source>
        <translation>A imagem que cada réplica deste pool executa.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="205"/>
        <source>&amp;Image:</source>
        <translation>&amp;Imagem:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="214"/>
        <source>Executor image URI</source>
        <translation>URI da imagem do executor</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="215"/>
        <source>One of Vertex AI&apos;s prebuilt training containers.</source>
        <translation>Um dos contêineres de treinamento pré-criados da Vertex AI.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="216"/>
        <source>E&amp;xecutor:</source>
        <translation>E&amp;xecutor:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="221"/>
        <source>Package URIs</source>
        <translation>URIs de pacote</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="222"/>
        <source>Cloud Storage URIs of the packages, separated by commas.</source>
        <translation>URIs do Cloud Storage dos pacotes, separados por vírgulas.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="223"/>
        <source>&amp;Packages:</source>
        <translation>&amp;Pacotes:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="227"/>
        <source>Python module</source>
        <translation>Módulo Python</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="228"/>
        <source>Mo&amp;dule:</source>
        <translation>Mód&amp;ulo:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="235"/>
        <source>Argument</source>
        <translation>Argumento</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="235"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="236"/>
        <source>Command-line arguments, one per row, passed to every replica.</source>
        <translation>Argumentos de linha de comando, um por linha, passados a cada réplica.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="237"/>
        <source>Ar&amp;guments:</source>
        <translation>Ar&amp;gumentos:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Environment</source>
        <translation>Ambiente</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="250"/>
        <source>Environment variables set in every replica of this pool.</source>
        <translation>Variáveis de ambiente definidas em cada réplica deste pool.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="251"/>
        <source>&amp;Environment:</source>
        <translation>Am&amp;biente:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="267"/>
        <source>Boot disk type</source>
        <translation>Tipo de disco de inicialização</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="268"/>
        <source>All machines of a pool share one disk type and size.</source>
        <translation>Todas as máquinas de um pool compartilham o mesmo tipo e tamanho de disco.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="269"/>
        <source>Default</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="274"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="275"/>
        <source>Default (100 GB)</source>
        <translation>Padrão (100 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="276"/>
        <source>Boot disk size</source>
        <translation>Tamanho do disco de inicialização</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="277"/>
        <source>From 100 to 64,000 GB; 0 keeps the default of 100 GB.</source>
        <translation>De 100 a 64.000 GB; 0 mantém o padrão de 100 GB.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="280"/>
        <source>&amp;Boot disk:</source>
        <translation>&amp;Disco de inicialização:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="333"/>
        <source>Set %1 task to %2</source>
        <translation>Definir a tarefa do pool %1 como %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="350"/>
        <source>Set %1 package URIs</source>
        <translation>Definir os URIs de pacote do pool %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="402"/>
        <source>%1 series</source>
        <translation>série %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="411"/>
        <source>%1 — %2 vCPU, %3 GB</source>
        <translation>%1 — %2 vCPU, %3 GB</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="417"/>
        <source>%1: %2 vCPUs, %3 GB memory, %4 series</source>
        <translation>%1: %2 vCPUs, %3 GB de memória, série %4</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="421"/>
        <source>%1, %2 series</source>
        <translation>%1, série %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="436"/>
        <source>No accelerator</source>
        <translation>Sem acelerador</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="437"/>
        <source>%1, with %2</source>
        <translation>%1, com %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="457"/>
        <source>%1 (unknown)</source>
        <translation>%1 (desconhecido)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="485"/>
        <source>%1 (not valid)</source>
        <translation>%1 (inválido)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="488"/>
        <source>Not a count Vertex AI accepts for %1 with %2.</source>
        <translation>Não é uma contagem que a Vertex AI aceite para %1 com %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="553"/>
        <source>%1, from %2</source>
        <translation>%1, de %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="613"/>
        <source>Edit %1 arguments</source>
        <translation>Editar os argumentos do pool %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="628"/>
        <source>Edit %1 environment</source>
        <translation>Editar o ambiente do pool %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="710"/>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="710"/>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PreviewPane</name>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="36"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="37"/>
        <source>Copy the text of the shown format to the clipboard.</source>
        <translation>Copiar o texto do formato exibido para a área de transferência.</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="38"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="39"/>
        <source>Save the text of the shown format to a file.</source>
        <translation>Salvar o texto do formato exibido em um arquivo.</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="51"/>
        <source>%1 preview</source>
        <translation>Pré-visualização de %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/preview/previewpane.cpp" line="68"/>
        <source>⚠ %n setting(s) not carried by this format (hover to see which)</source>
        <translation>
            <numerusform>⚠ %n configuração não incluída neste formato (passe o mouse para ver qual)</numerusform>
            <numerusform>⚠ %n configurações não incluídas neste formato (passe o mouse para ver quais)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="116"/>
        <source>Save %1</source>
        <translation>Salvar %1</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="124"/>
        <source>Save failed</source>
        <translation>Falha ao salvar</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="125"/>
        <source>Could not write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::RegionOptions</name>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="62"/>
        <source>a pool names no machine type</source>
        <translation>um pool não indica tipo de máquina</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="64"/>
        <source>%1 is not a known machine type</source>
        <translation>%1 não é um tipo de máquina conhecido</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="66"/>
        <source>where %1 machines are offered is not known</source>
        <translation>não se sabe onde as máquinas %1 são oferecidas</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="69"/>
        <source>%1 is not a known accelerator</source>
        <translation>%1 não é um acelerador conhecido</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="73"/>
        <source>%1 has reached end of life</source>
        <translation>%1 chegou ao fim da vida útil</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="75"/>
        <source>where %1 is offered is not known</source>
        <translation>não se sabe onde %1 é oferecido</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="97"/>
        <source>no %1 machines</source>
        <translation>sem máquinas %1</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="100"/>
        <source>%1 not offered</source>
        <translation>%1 não oferecido</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="113"/>
        <source>no zone offers %1 together</source>
        <translation>nenhuma zona oferece %1 juntos</translation>
    </message>
</context>
<context>
    <name>Poolcraft::RegionPicker</name>
    <message>
        <source>$%1/h</source>
        <translation type="vanished">$%1/h</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="36"/>
        <source>Region</source>
        <translation>Região</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="71"/>
        <source>%1 can run this job for %2.</source>
        <translation>%1 pode executar este job por %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="37"/>
        <source>Where the job runs. Regions with a tick offer everything the job asks for, with the cost per hour of all its machines.</source>
        <translation>Onde o job é executado. Regiões com uma marca de seleção oferecem tudo o que o job pede, com o custo por hora de todas as máquinas dele.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="20"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="62"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="63"/>
        <source>%1 — cannot run</source>
        <translation>%1 — não pode executar</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="79"/>
        <source>%1 — unknown region</source>
        <translation>%1 — região desconhecida</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="82"/>
        <source>%1 is not a region Poolcraft&apos;s catalog knows.</source>
        <translation>%1 não é uma região que o catálogo do Poolcraft conheça.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="89"/>
        <source>Pick a region.</source>
        <translation>Escolha uma região.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="93"/>
        <source>This job can run here for %1.</source>
        <translation>Este job pode ser executado aqui por %1.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="95"/>
        <source>This job cannot run here: %1</source>
        <translation>Este job não pode ser executado aqui: %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ReplicaScript</name>
    <message numerus="yes">
        <source>%n variable(s) left out: the name is not a valid environment variable name</source>
        <translation type="vanished">
            <numerusform>%n variável deixada de fora: o nome não é um nome válido de variável de ambiente</numerusform>
            <numerusform>%n variáveis deixadas de fora: o nome não é um nome válido de variável de ambiente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/launch/replicascript.cpp" line="72"/>
        <source>%n variable(s) left out: a name that is not an environment variable name, or a value that holds a NUL character</source>
        <translation>
            <numerusform>%n variável omitida: um nome que não é um nome de variável de ambiente, ou um valor que contém um caractere NUL</numerusform>
            <numerusform>%n variáveis omitidas: um nome que não é um nome de variável de ambiente, ou um valor que contém um caractere NUL</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::Run</name>
    <message>
        <location filename="../app/history/runrecorder.cpp" line="52"/>
        <source>interrupted</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="8"/>
        <source>queued</source>
        <translation>na fila</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="9"/>
        <location filename="../app/launch/run.cpp" line="22"/>
        <source>pending</source>
        <translation>pendente</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="10"/>
        <location filename="../app/launch/run.cpp" line="23"/>
        <source>running</source>
        <translation>em execução</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="11"/>
        <location filename="../app/launch/run.cpp" line="25"/>
        <source>succeeded</source>
        <translation>concluída</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="12"/>
        <location filename="../app/launch/run.cpp" line="26"/>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="13"/>
        <source>cancelling</source>
        <translation>cancelando</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="14"/>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="27"/>
        <source>stopped</source>
        <translation>parada</translation>
    </message>
</context>
<context>
    <name>Poolcraft::RunDashboard</name>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="44"/>
        <source>Search the log</source>
        <translation>Buscar no log</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="47"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="48"/>
        <source>Match case</source>
        <translation>Diferenciar maiúsculas</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="52"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="54"/>
        <source>Next</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="61"/>
        <source>Some tasks</source>
        <translation>Algumas tarefas</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="63"/>
        <source>Show the log of every task, or of one</source>
        <translation>Mostrar o log de todas as tarefas ou de uma só</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="66"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="71"/>
        <source>Follow</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="76"/>
        <source>Save...</source>
        <translation>Salvar...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="105"/>
        <location filename="../widgets/charts/rundashboard.cpp" line="113"/>
        <source>Save Log</source>
        <translation>Salvar log</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="106"/>
        <source>Log files (*.log *.txt)</source>
        <translation>Arquivos de log (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="114"/>
        <source>Could not save %1: %2</source>
        <translation>Não foi possível salvar %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="260"/>
        <source>Charts: metrics printed by %1 (standard output and error)</source>
        <translation>Gráficos: métricas impressas por %1 (saída e erro padrão)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="222"/>
        <source>Run %1 (%2)</source>
        <translation>Execução %1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="223"/>
        <source>Run %1</source>
        <translation>Execução %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="277"/>
        <source>Standard output</source>
        <translation>Saída padrão</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="278"/>
        <source>Standard error</source>
        <translation>Erro padrão</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="312"/>
        <source>All tasks</source>
        <translation>Todas as tarefas</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="336"/>
        <source>Searching...</source>
        <translation>Buscando...</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/rundashboard.cpp" line="345"/>
        <source>%n matching line(s)</source>
        <translation>
            <numerusform>%n linha correspondente</numerusform>
            <numerusform>%n linhas correspondentes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::RunsPage</name>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="64"/>
        <source>Run locally</source>
        <translation>Executar localmente</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="68"/>
        <source>Run the job on this machine, one process per replica (F5)</source>
        <translation>Executar o job nesta máquina, um processo por réplica (F5)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="70"/>
        <source>Run on Vertex AI…</source>
        <translation>Executar na Vertex AI…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="72"/>
        <source>Show what would be sent to Vertex AI and what it costs; Launch sends it to the job&apos;s project and region, then its state, logs and charts are followed here</source>
        <translation>Mostrar o que seria enviado para a Vertex AI e quanto custa; Iniciar o envia para o projeto e a região do job, e então o estado, os logs e os gráficos dele são acompanhados aqui</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="75"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="79"/>
        <source>Stop every replica of the run (Shift+F5)</source>
        <translation>Parar todas as réplicas da execução (Shift+F5)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="81"/>
        <source>Open Cloud Job…</source>
        <translation>Abrir job da nuvem…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="83"/>
        <source>Follow a Vertex AI job submitted elsewhere, by its resource name or numeric id</source>
        <translation>Acompanhar um job da Vertex AI enviado de outro lugar, pelo nome do recurso ou pelo id numérico</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="85"/>
        <source>Cloud Console</source>
        <translation>Console do Cloud</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="89"/>
        <source>Open the cloud job&apos;s page in the Google Cloud console</source>
        <translation>Abrir a página do job da nuvem no console do Google Cloud</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="91"/>
        <source>No run yet</source>
        <translation>Nenhuma execução ainda</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="107"/>
        <source>What each replica runs:</source>
        <translation>O que cada réplica executa:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="110"/>
        <source>Copy Commands</source>
        <translation>Copiar comandos</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="121"/>
        <source>What each replica runs, as shell lines to copy: a job that runs in containers can be started by hand where Docker answers.</source>
        <translation>O que cada réplica executa, como linhas de shell para copiar: um job que roda em contêineres pode ser iniciado manualmente onde o Docker responder.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="134"/>
        <source>Past runs</source>
        <translation>Execuções anteriores</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Run</source>
        <translation>Execução</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="140"/>
        <source>Click a run to show its logs and charts again; while a run goes on, double-click one to overlay it on the charts.</source>
        <translation>Clique em uma execução para ver de novo os logs e gráficos dela; enquanto uma execução está em andamento, clique duas vezes em outra para sobrepô-la nos gráficos.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="146"/>
        <source>Delete from History…</source>
        <translation>Excluir do histórico…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="325"/>
        <source>Run %1 (%2)</source>
        <translation>Execução %1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="342"/>
        <source>Run %1 has not ended yet: stop it, then delete it.</source>
        <translation>A execução %1 ainda não terminou: pare-a e depois exclua-a.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="345"/>
        <source>Run %1 is a trial of study %2: it stays in the history with its study.</source>
        <translation>A execução %1 é um teste do estudo %2: permanece no histórico com o seu estudo.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="358"/>
        <source>Delete the selected runs from the history, with their logs and metrics (Delete)</source>
        <translation>Excluir do histórico as execuções selecionadas, com seus logs e métricas (Delete)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="373"/>
        <source>Delete from History</source>
        <translation>Excluir do histórico</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="377"/>
        <source>Delete %1 from the history?</source>
        <translation>Excluir %1 do histórico?</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="378"/>
        <source>Its logs, metrics and states are deleted with it. This cannot be undone.</source>
        <translation>Seus logs, métricas e estados são excluídos com ela. Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="381"/>
        <source>Delete these %1 runs from the history?</source>
        <translation>Excluir estas %1 execuções do histórico?</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="383"/>
        <source>Their logs, metrics and states are deleted with them. This cannot be undone.</source>
        <translation>Seus logs, métricas e estados são excluídos com elas. Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="386"/>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="393"/>
        <source>Not deleted: %1</source>
        <translation>Não excluído: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="407"/>
        <source>Deleted from the history: %1</source>
        <translation>Excluído do histórico: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="485"/>
        <source>Open Cloud Job</source>
        <translation>Abrir job da nuvem</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="487"/>
        <source>Resource name (projects/P/locations/R/customJobs/ID or …/hyperparameterTuningJobs/ID),
or the numeric id of a custom job in the configured project and region:</source>
        <translation>Nome do recurso (projects/P/locations/R/customJobs/ID ou …/hyperparameterTuningJobs/ID),
ou o id numérico de um job personalizado no projeto e na região configurados:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="505"/>
        <source>Not opened: %1</source>
        <translation>Não aberto: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="511"/>
        <source>Asking Vertex AI for %1…</source>
        <translation>Consultando a Vertex AI sobre %1…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="531"/>
        <source>Vertex AI: %1</source>
        <translation>Vertex AI: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="688"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="690"/>
        <source>Open Folder</source>
        <translation>Abrir pasta</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="696"/>
        <source>Copy Cloud Job Name</source>
        <translation>Copiar nome do job da nuvem</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="702"/>
        <source>Copy Console Link</source>
        <translation>Copiar link do console</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="705"/>
        <source>Open in Cloud Console</source>
        <translation>Abrir no console do Cloud</translation>
    </message>
    <message>
        <source>Double-click a run to show its logs and charts again.</source>
        <translation type="vanished">Clique duas vezes numa execução para ver de novo seus logs e gráficos.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="188"/>
        <source>History unavailable: %1</source>
        <translation>Histórico indisponível: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="236"/>
        <source>still asking `docker info`</source>
        <translation>ainda consultando `docker info`</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="433"/>
        <source>Asking whether Docker answers…</source>
        <translation>Verificando se o Docker responde…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="446"/>
        <source>Not started: fix the problems listed above</source>
        <translation>Não iniciado: corrija os problemas listados acima</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="474"/>
        <source>Sending the job to Vertex AI…</source>
        <translation>Enviando o job para a Vertex AI…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="565"/>
        <source>Not started: %1</source>
        <translation>Não iniciado: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="324"/>
        <location filename="../widgets/runs/runspage.cpp" line="570"/>
        <source>Run %1</source>
        <translation>Execução %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="589"/>
        <source>Quit during a run</source>
        <translation>Sair durante uma execução</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="594"/>
        <source>Run %1 is still going. Quitting stops all its replicas.</source>
        <translation>A execução %1 ainda está em andamento. Sair interrompe todas as réplicas dela.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="596"/>
        <source>Stop the Run and Quit</source>
        <translation>Parar a execução e sair</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="598"/>
        <source>Run %1 follows the Vertex AI job %2, which keeps running in the cloud after Poolcraft quits. Open it again with Open Cloud Job…, or cancel it first with Stop.</source>
        <translation>A execução %1 acompanha o job %2 da Vertex AI, que continua em execução na nuvem depois que o Poolcraft for encerrado. Abra-o de novo com Abrir job da nuvem… ou cancele-o antes com Parar.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="603"/>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="616"/>
        <location filename="../widgets/runs/runspage.cpp" line="653"/>
        <source>Run %1: %2</source>
        <translation>Execução %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::SettingsDialog</name>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="40"/>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="65"/>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="67"/>
        <source>&amp;General</source>
        <translation>&amp;Geral</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="68"/>
        <source>&amp;Cloud</source>
        <translation>&amp;Nuvem</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="69"/>
        <source>&amp;History</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="93"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="96"/>
        <source>Follow the system</source>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="97"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="98"/>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="100"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="110"/>
        <source>gcloud&apos;s project, when set</source>
        <translation>o projeto do gcloud, quando definido</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="111"/>
        <source>Default &amp;project:</source>
        <translation>&amp;Projeto padrão:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="118"/>
        <source>Default &amp;region:</source>
        <translation>&amp;Região padrão:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="123"/>
        <source>Found:</source>
        <translation>Encontrados:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="125"/>
        <source>the first one found</source>
        <translation>o primeiro encontrado</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="126"/>
        <source>&amp;Key file to use:</source>
        <translation>Arquivo de &amp;chave a usar:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="127"/>
        <source>Credentials File</source>
        <translation>Arquivo de credenciais</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="128"/>
        <source>JSON key files (*.json)</source>
        <translation>Arquivos de chave JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="131"/>
        <source>gcloud&apos;s active account</source>
        <translation>conta ativa do gcloud</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="132"/>
        <source>gcloud &amp;account to use:</source>
        <translation>C&amp;onta do gcloud a usar:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="137"/>
        <source>&amp;Vertex AI endpoint:</source>
        <translation>Endpoint da &amp;Vertex AI:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="140"/>
        <source>Cloud &amp;Logging endpoint:</source>
        <translation>Endpoint do Cloud &amp;Logging:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="158"/>
        <source>History &amp;file:</source>
        <translation>&amp;Arquivo de histórico:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="159"/>
        <source>History File</source>
        <translation>Arquivo de histórico</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="160"/>
        <source>SQLite databases (*.sqlite)</source>
        <translation>Bancos de dados SQLite (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="166"/>
        <source>Size:</source>
        <translation>Tamanho:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="170"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="171"/>
        <source>No limit</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="173"/>
        <source>Size &amp;limit:</source>
        <translation>&amp;Limite de tamanho:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="175"/>
        <source>When Poolcraft starts, the oldest runs that are not part of a study are removed until the history fits the limit. Another file is used when Poolcraft starts again; $POOLCRAFT_HISTORY_DB, when set, comes first.</source>
        <translation>Quando o Poolcraft é iniciado, as execuções mais antigas que não fazem parte de um estudo são removidas até que o histórico caiba no limite. Outro arquivo só passa a ser usado quando o Poolcraft for iniciado novamente; $POOLCRAFT_HISTORY_DB, quando definida, tem prioridade.</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="198"/>
        <source>not created yet</source>
        <translation>ainda não criado</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ShellWords</name>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="76"/>
        <location filename="../models/formats/gcloudwords.cpp" line="211"/>
        <location filename="../models/formats/gcloudwords.cpp" line="291"/>
        <source>a NUL character cannot be part of a command line</source>
        <translation>um caractere NUL não pode fazer parte de uma linha de comando</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="130"/>
        <source>this word has %1 characters; Linux runs no command with a word over %2</source>
        <translation>esta palavra tem %1 caracteres; o Linux não executa nenhum comando com uma palavra de mais de %2</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="136"/>
        <source>the command has more than %1 words; Linux runs none that long</source>
        <translation>o comando tem mais de %1 palavras; o Linux não executa nenhum tão longo</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="190"/>
        <source>the quote &apos; opened here is never closed</source>
        <translation>as aspas &apos; abertas aqui nunca são fechadas</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="217"/>
        <source>the quote &quot; opened here is never closed</source>
        <translation>as aspas &quot; abertas aqui nunca são fechadas</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="235"/>
        <source>the quote $&apos; opened here is never closed</source>
        <translation>as aspas $&apos; abertas aqui nunca são fechadas</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyEditor</name>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="41"/>
        <source>This job is a &amp;hyperparameter study</source>
        <translation>Este job é um estudo de &amp;hiperparâmetros</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="54"/>
        <source>Run the job as trials of a study that tunes the parameters below (a Vertex AI hyperparameter tuning job).</source>
        <translation>Executar o job como testes de um estudo que ajusta os parâmetros abaixo (um job de ajuste de hiperparâmetros da Vertex AI).</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="64"/>
        <source>Metric</source>
        <translation>Métrica</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="65"/>
        <source>The metric the trainer reports (hypertune metric tag).</source>
        <translation>A métrica que o treinador informa (tag de métrica do hypertune).</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="66"/>
        <source>&amp;Metric:</source>
        <translation>&amp;Métrica:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="67"/>
        <source>Maximize</source>
        <translation>Maximizar</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="68"/>
        <source>Minimize</source>
        <translation>Minimizar</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="69"/>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="70"/>
        <source>&amp;Goal:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="71"/>
        <source>Bayesian optimization (default)</source>
        <translation>Otimização bayesiana (padrão)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="72"/>
        <source>Grid search</source>
        <translation>Pesquisa em grade</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="73"/>
        <source>Random search</source>
        <translation>Pesquisa aleatória</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="74"/>
        <source>Search algorithm</source>
        <translation>Algoritmo de pesquisa</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="75"/>
        <source>Grid search needs every parameter to be INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation>A pesquisa em grade exige que todos os parâmetros sejam INTEGER, CATEGORICAL ou DISCRETE.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="77"/>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algoritmo:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="81"/>
        <source>Service decides</source>
        <translation>O serviço decide</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="82"/>
        <source>Maximum trials</source>
        <translation>Máximo de testes</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="83"/>
        <source>Parallel trials</source>
        <translation>Testes em paralelo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="84"/>
        <source>Failed trials allowed</source>
        <translation>Testes com falha permitidos</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="85"/>
        <source>&amp;Trials:</source>
        <translation>&amp;Testes:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="86"/>
        <source>In &amp;parallel:</source>
        <translation>Em &amp;paralelo:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="87"/>
        <source>&amp;Failed trials allowed:</source>
        <translation>Testes com &amp;falha permitidos:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>Minimum</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>Maximum</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="90"/>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="90"/>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="93"/>
        <source>Categorical or discrete values, separated by commas: adam, sgd</source>
        <translation>Valores categóricos ou discretos, separados por vírgulas: adam, sgd</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="101"/>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="115"/>
        <source>&amp;Add parameter</source>
        <translation>A&amp;dicionar parâmetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="116"/>
        <source>&amp;Remove parameter</source>
        <translation>&amp;Remover parâmetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="106"/>
        <source>Para&amp;meters:</source>
        <translation>Parâm&amp;etros:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="141"/>
        <source>Make the job a study</source>
        <translation>Transformar o job em um estudo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="141"/>
        <source>Remove the study</source>
        <translation>Remover o estudo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="144"/>
        <source>Set study metric</source>
        <translation>Definir a métrica do estudo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="145"/>
        <source>Set study goal</source>
        <translation>Definir o objetivo do estudo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="147"/>
        <source>Set search algorithm</source>
        <translation>Definir o algoritmo de pesquisa</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="149"/>
        <source>Set trial counts</source>
        <translation>Definir as contagens de testes</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="151"/>
        <source>Edit study parameter</source>
        <translation>Editar parâmetro do estudo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="170"/>
        <source>Parameter type</source>
        <translation>Tipo de parâmetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="172"/>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="173"/>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="174"/>
        <source>Log</source>
        <translation>Logarítmica</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="175"/>
        <source>Reverse log</source>
        <translation>Logarítmica reversa</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="177"/>
        <source>Parameter scale</source>
        <translation>Escala do parâmetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="178"/>
        <source>Set parameter type</source>
        <translation>Definir o tipo do parâmetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="179"/>
        <source>Set parameter scale</source>
        <translation>Definir a escala do parâmetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="213"/>
        <source>Only in trials where %1 is %2</source>
        <translation>Só nos testes em que %1 é %2</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="292"/>
        <source>Not changed: %1</source>
        <translation>Não alterado: %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="318"/>
        <source>Add study parameter %1</source>
        <translation>Adicionar o parâmetro de estudo %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="329"/>
        <source>Remove study parameter %1</source>
        <translation>Remover o parâmetro de estudo %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyRunner</name>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="54"/>
        <source>the job has no study</source>
        <translation>o job não tem estudo</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="90"/>
        <source>cannot keep the study in the history</source>
        <translation>não é possível guardar o estudo no histórico</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="105"/>
        <source>no study %1 in the history</source>
        <translation>nenhum estudo %1 no histórico</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="111"/>
        <source>the study&apos;s job document cannot be read</source>
        <translation>o documento de job do estudo não pode ser lido</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="279"/>
        <source>the trial&apos;s job could not start: %1</source>
        <translation>o job do teste não pôde ser iniciado: %1</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="354"/>
        <source>stopped early before any report</source>
        <translation>parado antecipadamente antes de qualquer relatório</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="360"/>
        <source>the trial reported no %1 (hypertune file or log)</source>
        <translation>o teste não informou %1 (arquivo do hypertune ou log)</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="362"/>
        <source>stopped: too many trials failed</source>
        <translation>parado: muitos testes falharam</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="371"/>
        <source>the trial&apos;s job %1</source>
        <translation>job do teste: %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyView</name>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="80"/>
        <source>Run study</source>
        <translation>Executar estudo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="81"/>
        <source>Run the study&apos;s trials on this machine, each a full local job.</source>
        <translation>Executar os testes do estudo nesta máquina, cada um como um job local completo.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="82"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="83"/>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="84"/>
        <source>Go on with the stopped study: finished trials are kept, interrupted ones run again.</source>
        <translation>Continuar o estudo parado: os testes concluídos são mantidos, e os interrompidos são executados de novo.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="86"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="88"/>
        <source>Filter trials</source>
        <translation>Filtrar testes</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="127"/>
        <source>Metric per trial</source>
        <translation>Métrica por teste</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="128"/>
        <source>Parallel coordinates</source>
        <translation>Coordenadas paralelas</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="129"/>
        <source>Intermediate values</source>
        <translation>Valores intermediários</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="130"/>
        <source>Slice</source>
        <translation>Fatia</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="206"/>
        <source>The job has no study: turn it on above.</source>
        <translation>O job não tem estudo: ative-o acima.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="332"/>
        <source>Export trials</source>
        <translation>Exportar testes</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="334"/>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="339"/>
        <source>Cannot write %1</source>
        <translation>Não é possível gravar %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="359"/>
        <source>Vertex AI tuning job %1: </source>
        <translation>Job de ajuste da Vertex AI %1: </translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="368"/>
        <source>No study run yet.</source>
        <translation>Nenhum estudo executado ainda.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="397"/>
        <source>%1 / %2 trials done, %3 running, %4 failed, %5 elapsed</source>
        <translation>%1 / %2 testes concluídos, %3 em execução, %4 com falha, %5 decorridos</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="407"/>
        <source>, about %1 left</source>
        <translation>, cerca de %1 restantes</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="374"/>
        <source>study %1</source>
        <translation>estudo %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Translations</name>
    <message>
        <location filename="../widgets/settings/translations.cpp" line="37"/>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialCurvesChart</name>
    <message>
        <location filename="../widgets/study/trialcurveschart.cpp" line="173"/>
        <source>step</source>
        <translation>passo</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialMetricChart</name>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="41"/>
        <location filename="../widgets/study/trialmetricchart.cpp" line="51"/>
        <source>trial</source>
        <translation>teste</translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="42"/>
        <source>best so far</source>
        <translation>melhor até agora</translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="43"/>
        <source>selected</source>
        <translation>selecionado</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialSliceChart</name>
    <message>
        <location filename="../widgets/study/trialslicechart.cpp" line="37"/>
        <source>The parameter the metric is plotted against.</source>
        <translation>O parâmetro em relação ao qual a métrica é plotada.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialTableModel</name>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="105"/>
        <source>%1 (stopped early)</source>
        <translation>%1 (parada antecipada)</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="138"/>
        <source>Trial</source>
        <translation>Teste</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="140"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="144"/>
        <source>Duration (s)</source>
        <translation>Duração (s)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Validator</name>
    <message>
        <location filename="../models/validation/validator.cpp" line="186"/>
        <source>The job has no chief pool: worker pool 0 must be set, it runs the primary replica.</source>
        <translation>O job não tem pool principal: o pool de workers 0 precisa estar definido, pois executa a réplica principal.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="188"/>
        <source>Add the chief pool</source>
        <translation>Adicionar o pool principal</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="192"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation>O pool principal deve ter exatamente uma réplica, não %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="193"/>
        <location filename="../models/validation/validator.cpp" line="206"/>
        <location filename="../models/validation/validator.cpp" line="219"/>
        <location filename="../models/validation/validator.cpp" line="228"/>
        <location filename="../models/validation/validator.cpp" line="776"/>
        <source>Set the replica count to 1</source>
        <translation>Definir a contagem de réplicas como 1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="204"/>
        <source>TensorFlow runs at most one evaluator; this job asks for %1.</source>
        <translation>O TensorFlow executa no máximo um avaliador; este job pede %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="216"/>
        <source>The %1 pool is on but has no replicas, so it runs nothing: give it one or turn it off.</source>
        <translation>O pool %1 está ativado, mas não tem réplicas, então não executa nada: dê uma réplica a ele ou desative-o.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="221"/>
        <source>Turn off the %1 pool</source>
        <translation>Desativar o pool %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="226"/>
        <source>The %1 pool has a negative replica count (%2).</source>
        <translation>O pool %1 tem uma contagem de réplicas negativa (%2).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="255"/>
        <source>Rename it to %1</source>
        <translation>Renomear para %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="257"/>
        <source>&apos;%1&apos; is not an environment variable name: use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>&apos;%1&apos; não é um nome de variável de ambiente: use letras, dígitos e &apos;_&apos;, sem começar com dígito.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="292"/>
        <source>&apos;%1&apos; holds a NUL character (at character %2), which no program can be given: its arguments and environment end at the first NUL.</source>
        <translation>&apos;%1&apos; contém um caractere NUL (no caractere %2), que não pode ser passado a nenhum programa: seus argumentos e seu ambiente terminam no primeiro NUL.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="309"/>
        <source> with %1 × %2</source>
        <translation> com %1 × %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="311"/>
        <source>%1 is an AI Platform machine type, which Vertex AI does not take: use %2%3.</source>
        <translation>%1 é um tipo de máquina do AI Platform, que a Vertex AI não aceita: use %2%3.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="313"/>
        <location filename="../models/validation/validator.cpp" line="337"/>
        <location filename="../models/validation/validator.cpp" line="354"/>
        <location filename="../models/validation/validator.cpp" line="375"/>
        <location filename="../models/validation/validator.cpp" line="385"/>
        <location filename="../models/validation/validator.cpp" line="392"/>
        <location filename="../models/validation/validator.cpp" line="441"/>
        <location filename="../models/validation/validator.cpp" line="467"/>
        <location filename="../models/validation/validator.cpp" line="607"/>
        <source>Use %1</source>
        <translation>Usar %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="318"/>
        <source>%1 comes with its own GPUs (%2) and takes no accelerator configuration.</source>
        <translation>%1 vem com as próprias GPUs (%2) e não aceita configuração de acelerador.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="321"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="324"/>
        <source>Remove the accelerator</source>
        <translation>Remover o acelerador</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="340"/>
        <source>The %1 pool has no machine type.</source>
        <translation>O pool %1 não tem tipo de máquina.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="341"/>
        <source>%1 is not a machine type Vertex AI training takes.</source>
        <translation>%1 não é um tipo de máquina aceito pelo treinamento da Vertex AI.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="349"/>
        <location filename="../models/validation/validator.cpp" line="364"/>
        <source>Set the count to 0</source>
        <translation>Definir a contagem como 0</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="357"/>
        <source>The %1 pool asks for %2 accelerators but names no accelerator type.</source>
        <translation>O pool %1 pede %2 aceleradores, mas não indica o tipo de acelerador.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="362"/>
        <source>The accelerator count cannot be negative (%1).</source>
        <translation>A contagem de aceleradores não pode ser negativa (%1).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="377"/>
        <source>%1 is not an accelerator type of Vertex AI.</source>
        <translation>%1 não é um tipo de acelerador da Vertex AI.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="383"/>
        <source>%1 is the Compute Engine name; the job must name the accelerator %2.</source>
        <translation>%1 é o nome do Compute Engine; o job deve indicar o acelerador como %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="397"/>
        <source>%1 has reached end of life: no region offers it any more.</source>
        <translation>%1 chegou ao fim da vida útil: nenhuma região o oferece mais.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="401"/>
        <source>%1 reaches end of support on %2; plan to move to another GPU.</source>
        <translation>%1 chega ao fim do suporte em %2; planeje migrar para outra GPU.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="410"/>
        <location filename="../models/validation/validator.cpp" line="486"/>
        <source>Set the count to %1</source>
        <translation>Definir a contagem como %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="414"/>
        <source>The %1 pool names %2 but asks for %3 of them.</source>
        <translation>O pool %1 indica %2, mas pede %3 unidades.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="445"/>
        <source>%1 carries %2, which has reached end of life: no region offers it any more.</source>
        <translation>%1 traz %2, que chegou ao fim da vida útil: nenhuma região o oferece mais.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="450"/>
        <source>%1 carries %2, which reaches end of support on %3.</source>
        <translation>%1 traz %2, que chega ao fim do suporte em %3.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="469"/>
        <source>%1 does not take %2.</source>
        <translation>%1 não aceita %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="491"/>
        <source>Use %1, which takes %2 × %3</source>
        <translation>Usar %1, que aceita %2 × %3</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="498"/>
        <source>%1 × %2 is not valid on %3: allowed counts are %4</source>
        <translation>%1 × %2 não é válido em %3: as contagens permitidas são %4</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="516"/>
        <source>pythonModule &apos;%1&apos; is the package&apos;s build script, not its trainer: name the module that trains, such as trainer.task.</source>
        <translation>pythonModule &apos;%1&apos; é o script de build do pacote, não o treinador: indique o módulo que treina, como trainer.task.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="521"/>
        <source>pythonModule &apos;%1&apos; names a file; the trainer runs as `python -m` with a module name such as trainer.task.</source>
        <translation>pythonModule &apos;%1&apos; indica um arquivo; o treinador roda como `python -m` com um nome de módulo, como trainer.task.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="523"/>
        <source>Write %1</source>
        <translation>Escrever %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="539"/>
        <source>The %1 pool runs nothing: give it a container image or a Python package.</source>
        <translation>O pool %1 não executa nada: dê a ele uma imagem de contêiner ou um pacote Python.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="548"/>
        <source>Use the chief&apos;s image</source>
        <translation>Usar a imagem do principal</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="551"/>
        <source>The %1 pool runs a container but names no image.</source>
        <translation>O pool %1 executa um contêiner, mas não indica a imagem.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="576"/>
        <source>Use the chief&apos;s value</source>
        <translation>Usar o valor do principal</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="579"/>
        <source>The %1 pool runs a Python package and needs %2.</source>
        <translation>O pool %1 executa um pacote Python e precisa de %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="593"/>
        <source>A boot disk takes 100 to 64000 GB, not %1.</source>
        <translation>Um disco de inicialização aceita de 100 a 64000 GB, não %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="594"/>
        <source>Set the disk size to %1 GB</source>
        <translation>Definir o tamanho do disco como %1 GB</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="609"/>
        <source>%1 is not a boot disk type; use one of %2.</source>
        <translation>%1 não é um tipo de disco de inicialização; use um destes: %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="619"/>
        <location filename="../models/validation/validator.cpp" line="636"/>
        <source>Run in %1</source>
        <translation>Executar em %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="638"/>
        <source>%1 is not a region of the catalog.</source>
        <translation>%1 não é uma região do catálogo.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="649"/>
        <source>%1 does not offer %2 machines (%3).</source>
        <translation>%1 não oferece máquinas %2 (%3).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="662"/>
        <source>%1 is not offered in %2.</source>
        <translation>%1 não é oferecido em %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="694"/>
        <source>No zone of %1 offers %2 together; all GPU types of one job must be in one zone.</source>
        <translation>Nenhuma zona de %1 oferece %2 juntos; todos os tipos de GPU de um job devem estar em uma mesma zona.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="738"/>
        <source>Set each worker&apos;s GPU count to %1</source>
        <translation>Definir a contagem de GPUs de cada worker como %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="742"/>
        <source>Set the chief&apos;s GPU count to %1</source>
        <translation>Definir a contagem de GPUs do principal como %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="746"/>
        <source>If this job trains with TensorFlow&apos;s MultiWorkerMirroredStrategy, it needs the same number of GPUs on the chief and every worker: the chief has %1, each worker %2.</source>
        <translation>Se este job treina com a MultiWorkerMirroredStrategy do TensorFlow, ele precisa do mesmo número de GPUs no principal e em cada worker: o principal tem %1, cada worker %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="768"/>
        <source>A TPU job runs a single worker pool with one replica: remove the %1 pool.</source>
        <translation>Um job de TPU executa um único pool de workers com uma réplica: remova o pool %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="770"/>
        <source>Remove the %1 pool</source>
        <translation>Remover o pool %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="775"/>
        <source>A TPU job runs one replica, not %1.</source>
        <translation>Um job de TPU executa uma réplica, não %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="790"/>
        <source>%1 is conditional on %2, which is not a parameter of the study.</source>
        <translation>%1 é condicional a %2, que não é um parâmetro do estudo.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="794"/>
        <source>%1 is conditional on %2, a DOUBLE parameter; a parent must be INTEGER, DISCRETE or CATEGORICAL.</source>
        <translation>%1 é condicional a %2, um parâmetro DOUBLE; um parâmetro pai deve ser INTEGER, DISCRETE ou CATEGORICAL.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="798"/>
        <source>%1 is conditional on %2 but names none of its values.</source>
        <translation>%1 é condicional a %2, mas não indica nenhum dos valores dele.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="802"/>
        <source>%1 is conditional on %2, and the conditions above it form a cycle: one parameter must be unconditional.</source>
        <translation>%1 depende de %2, e as condições acima dele formam um ciclo: um parâmetro deve ser incondicional.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="807"/>
        <source>%1 is conditional on %2, which is too deep: conditions nest at most %3 levels.</source>
        <translation>%1 depende de %2, o que é profundo demais: as condições se aninham no máximo %3 níveis.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="828"/>
        <source>Parameter %1 needs an ID: the trainer receives it as --ID=value.</source>
        <translation>O parâmetro %1 precisa de um ID: o treinador o recebe como --ID=valor.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="829"/>
        <source>Name it param%1</source>
        <translation>Chamá-lo de param%1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="833"/>
        <source>Parameter %1 is defined twice.</source>
        <translation>O parâmetro %1 está definido duas vezes.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="834"/>
        <source>Rename it %1_%2</source>
        <translation>Renomeá-lo para %1_%2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="845"/>
        <source>Parameter ID &apos;%1&apos; contains a space; Vertex takes IDs without whitespace.</source>
        <translation>O ID de parâmetro &apos;%1&apos; contém um espaço; a Vertex aceita IDs sem espaços em branco.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="853"/>
        <source>Grid search takes only INTEGER, CATEGORICAL and DISCRETE parameters; %1 is DOUBLE.</source>
        <translation>A pesquisa em grade aceita apenas parâmetros INTEGER, CATEGORICAL e DISCRETE; %1 é DOUBLE.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="855"/>
        <source>Use random search</source>
        <translation>Usar pesquisa aleatória</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="860"/>
        <source>%1 uses a log scale, which needs a minimum above 0 (it is %2).</source>
        <translation>%1 usa escala logarítmica, que precisa de um mínimo acima de 0 (é %2).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="862"/>
        <location filename="../models/validation/validator.cpp" line="983"/>
        <source>Use a linear scale</source>
        <translation>Usar escala linear</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="869"/>
        <source>%1 is an INTEGER parameter; its bounds (%2, %3) must be whole numbers.</source>
        <translation>%1 é um parâmetro INTEGER; os limites dele (%2, %3) devem ser números inteiros.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="871"/>
        <source>Use %1 to %2</source>
        <translation>Usar %1 a %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="874"/>
        <location filename="../models/validation/validator.cpp" line="884"/>
        <source>Set the maximum to %1</source>
        <translation>Definir o máximo como %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="882"/>
        <source>%1: the minimum (%2) must be below the maximum (%3).</source>
        <translation>%1: o mínimo (%2) deve ser menor que o máximo (%3).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="891"/>
        <source>%1: a categorical parameter needs at least one value.</source>
        <translation>%1: um parâmetro categórico precisa de pelo menos um valor.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="896"/>
        <source>%1: a categorical parameter takes no scale.</source>
        <translation>%1: um parâmetro categórico não aceita escala.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="897"/>
        <source>Remove the scale</source>
        <translation>Remover a escala</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="909"/>
        <source>At least one trial must run at a time (maxParallelTrials is %1).</source>
        <translation>Pelo menos um teste deve ser executado por vez (maxParallelTrials é %1).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="911"/>
        <source>Run 1 trial at a time</source>
        <translation>Executar 1 teste por vez</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="917"/>
        <source>%1 parallel trials, but only %2 trials in all: at most %2 run at once.</source>
        <translation>%1 testes em paralelo, mas só %2 testes no total: no máximo %2 são executados ao mesmo tempo.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="919"/>
        <source>Run %1 trials at a time</source>
        <translation>Executar %1 testes por vez</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="924"/>
        <source>A study needs at least one trial (maxTrials is %1).</source>
        <translation>Um estudo precisa de pelo menos um teste (maxTrials é %1).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="925"/>
        <source>Run 1 trial</source>
        <translation>Executar 1 teste</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="930"/>
        <source>The number of failed trials allowed cannot be negative (it is %1); 0 lets Vertex decide.</source>
        <translation>O número de testes com falha permitidos não pode ser negativo (é %1); 0 deixa a Vertex decidir.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="932"/>
        <source>Let Vertex decide</source>
        <translation>Deixar a Vertex decidir</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="939"/>
        <source>A study needs the id of the metric it optimises.</source>
        <translation>Um estudo precisa do id da métrica que ele otimiza.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="940"/>
        <source>Use the AI Platform default metric</source>
        <translation>Usar a métrica padrão do AI Platform</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="954"/>
        <source>%1: a discrete parameter needs at least one value.</source>
        <translation>%1: um parâmetro discreto precisa de pelo menos um valor.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="960"/>
        <source>%1 has %2 discrete values; at most 1000 are allowed.</source>
        <translation>%1 tem %2 valores discretos; são permitidos no máximo 1000.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="976"/>
        <source>%1: discrete values must be given in increasing order without repeats.</source>
        <translation>%1: os valores discretos devem estar em ordem crescente e sem repetições.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="978"/>
        <source>Sort the values</source>
        <translation>Ordenar os valores</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="982"/>
        <source>%1 uses a log scale, which needs values above 0.</source>
        <translation>%1 usa escala logarítmica, que precisa de valores acima de 0.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1036"/>
        <source>&apos;%1&apos; holds the placeholder %2, which the cloud takes literally: put the real value in its place.</source>
        <translation>&apos;%1&apos; contém o marcador %2, que a nuvem usa literalmente: coloque o valor real no lugar dele.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1050"/>
        <source>The job has no display name; Vertex requires one (gcloud takes it with --display-name).</source>
        <translation>O job não tem nome de exibição; a Vertex exige um (o gcloud o recebe com --display-name).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="847"/>
        <location filename="../models/validation/validator.cpp" line="1052"/>
        <source>Name it %1</source>
        <translation>Chamá-lo de %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1056"/>
        <source>The display name has %1 characters; at most 128 are allowed.</source>
        <translation>O nome de exibição tem %1 caracteres; são permitidos no máximo 128.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1058"/>
        <source>Shorten it to 128 characters</source>
        <translation>Encurtar para 128 caracteres</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1065"/>
        <source>A job takes at most 64 labels, not %1.</source>
        <translation>Um job aceita no máximo 64 rótulos, não %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1071"/>
        <source>Label key &apos;%1&apos; must start with a lowercase letter and hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation>A chave do rótulo &apos;%1&apos; deve começar com uma letra minúscula e conter no máximo 64 letras minúsculas, dígitos, _ e -.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1076"/>
        <source>The value of label &apos;%1&apos; may hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation>O valor do rótulo &apos;%1&apos; pode conter no máximo 64 letras minúsculas, dígitos, _ e -.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1078"/>
        <source>Use &apos;%1&apos;</source>
        <translation>Usar &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1097"/>
        <source>Use pythonVersion %1</source>
        <translation>Usar pythonVersion %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1099"/>
        <source>Clear pythonVersion</source>
        <translation>Limpar pythonVersion</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1101"/>
        <source>pythonVersion &apos;%1&apos; is not a version such as 3.7 (broken quoting?)</source>
        <translation>pythonVersion &apos;%1&apos; não é uma versão como 3.7 (aspas com problema?)</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1144"/>
        <source>Set the %1 replica count to %2</source>
        <translation>Definir a contagem de réplicas do pool %1 como %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1149"/>
        <source>%1 vCPUs</source>
        <translation>%1 vCPUs</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1150"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1152"/>
        <source>The job uses %1 at once; the default quota is %2 %3 (%4). Ask for more quota before you submit it, or use fewer replicas.</source>
        <translation>O job usa %1 ao mesmo tempo; a cota padrão é de %2 %3 (%4). Peça mais cota antes de enviá-lo ou use menos réplicas.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJobName</name>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="30"/>
        <source>job %1: a numeric id needs --project and --region</source>
        <translation>job %1: um id numérico precisa de --project e --region</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="39"/>
        <source>%1 is not a job: give projects/P/locations/R/customJobs/ID (or hyperparameterTuningJobs/ID), or a numeric id with --project and --region</source>
        <translation>%1 não é um job: informe projects/P/locations/R/customJobs/ID (ou hyperparameterTuningJobs/ID) ou um id numérico com --project e --region</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="50"/>
        <source>&apos;%1&apos; is not a region: regions are written like us-central1</source>
        <translation>&apos;%1&apos; não é uma região: as regiões são escritas como us-central1</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="63"/>
        <source>&apos;%1&apos; is not a project ID: lower-case letters, digits and hyphens</source>
        <translation>&apos;%1&apos; não é um ID de projeto: letras minúsculas, dígitos e hifens</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="66"/>
        <source>&apos;%1&apos; is not a kind of Vertex job</source>
        <translation>&apos;%1&apos; não é um tipo de job da Vertex</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="68"/>
        <source>&apos;%1&apos; is not a job ID: job IDs are numbers</source>
        <translation>&apos;%1&apos; não é um ID de job: IDs de job são números</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJson</name>
    <message>
        <location filename="../models/formats/restjson.cpp" line="39"/>
        <source>JSON syntax error: %1</source>
        <translation>erro de sintaxe JSON: %1</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="244"/>
        <source>the file is %1 MiB; a Vertex job file is at most %2 MiB</source>
        <translation>o arquivo tem %1 MiB; um arquivo de job da Vertex tem no máximo %2 MiB</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="253"/>
        <source>objects and lists nest more than %1 levels deep here; a Vertex job is about 8 levels deep</source>
        <translation>objetos e listas estão aninhados em mais de %1 níveis aqui; um job da Vertex tem cerca de 8 níveis</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="262"/>
        <source>the number %1 is beyond what JSON readers hold (a double, up to about 1.8e308)</source>
        <translation>o número %1 está além do que os leitores de JSON suportam (um double, até cerca de 1.8e308)</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="279"/>
        <source>%1 is given twice, at %2:%3 and here; the value here is the one read</source>
        <translation>%1 aparece duas vezes, em %2:%3 e aqui; o valor daqui é o que é lido</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="280"/>
        <source>%1 is given %4 times, first at %2:%3; the value here, the last, is the one read</source>
        <translation>%1 aparece %4 vezes, a primeira em %2:%3; o valor daqui, o último, é o que é lido</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="282"/>
        <source>%1 is given %4 times, first at %2:%3; the value here is not read, the last one is</source>
        <translation>%1 aparece %4 vezes, a primeira em %2:%3; o valor daqui não é lido, o último é</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJsonReader</name>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="74"/>
        <source>a Vertex job must be a JSON object, not %1</source>
        <translation>um job da Vertex deve ser um objeto JSON, não %1</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="87"/>
        <source>not a Vertex CustomJob (no &apos;jobSpec&apos;), HyperparameterTuningJob (no &apos;studySpec&apos; or &apos;trialJobSpec&apos;) or CustomJobSpec (no &apos;workerPoolSpecs&apos;)</source>
        <translation>não é um CustomJob da Vertex (sem &apos;jobSpec&apos;), HyperparameterTuningJob (sem &apos;studySpec&apos; ou &apos;trialJobSpec&apos;) nem CustomJobSpec (sem &apos;workerPoolSpecs&apos;)</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="164"/>
        <source>%1 must be a list of worker pools, not %2</source>
        <translation>%1 deve ser uma lista de pools de workers, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="170"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this one has %2</source>
        <translation>um job tem no máximo %1 pools de workers (principal, workers, servidores de parâmetros, avaliadores); este tem %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="222"/>
        <location filename="../models/formats/restjsonreader.cpp" line="229"/>
        <source>a worker pool has either containerSpec or pythonPackageSpec, not both</source>
        <translation>um pool de workers tem containerSpec ou pythonPackageSpec, não os dois</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="386"/>
        <location filename="../models/formats/restjsonreader.cpp" line="398"/>
        <location filename="../models/formats/restjsonreader.cpp" line="508"/>
        <location filename="../models/formats/restjsonreader.cpp" line="553"/>
        <source>%1 must be a list, not %2</source>
        <translation>%1 deve ser uma lista, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="391"/>
        <source>hyperparameter tuning optimises one metric: only the first of %1 metrics is kept</source>
        <translation>o ajuste de hiperparâmetros otimiza uma métrica: só a primeira de %1 métricas é mantida</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="476"/>
        <source>a parameter has exactly one of doubleValueSpec, integerValueSpec, categoricalValueSpec and discreteValueSpec</source>
        <translation>um parâmetro tem exatamente um destes: doubleValueSpec, integerValueSpec, categoricalValueSpec e discreteValueSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="501"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation>o parâmetro &apos;%1&apos; precisa de um destes: doubleValueSpec, integerValueSpec, categoricalValueSpec ou discreteValueSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="540"/>
        <source>%1 is for a %2 parent; &apos;%3&apos; is %4</source>
        <translation>%1 serve para um parâmetro pai %2; &apos;%3&apos; é %4</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="570"/>
        <source>a conditional parameter of &apos;%1&apos; needs exactly one of parentDiscreteValues, parentIntValues or parentCategoricalValues</source>
        <translation>um parâmetro condicional de &apos;%1&apos; precisa de exatamente um entre parentDiscreteValues, parentIntValues ou parentCategoricalValues</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="574"/>
        <source>a conditional parameter of &apos;%1&apos; needs a parameterSpec</source>
        <translation>um parâmetro condicional de &apos;%1&apos; precisa de um parameterSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="621"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it: it is left out when the job is written again</source>
        <translation>&apos;%1&apos; é válido, mas o Poolcraft não o mantém: ele fica de fora quando o job é gravado novamente</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="626"/>
        <source>unknown field &apos;%1&apos; is ignored</source>
        <translation>o campo desconhecido &apos;%1&apos; é ignorado</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="634"/>
        <source>%1 must be an object, not %2</source>
        <translation>%1 deve ser um objeto, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="643"/>
        <source>%1 must be a string, not %2</source>
        <translation>%1 deve ser uma string, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="675"/>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 deve ser um número inteiro, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="681"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation>%1 é %2, fora de %3..%4</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="698"/>
        <source>%1 must be a number, not %2</source>
        <translation>%1 deve ser um número, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="707"/>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 deve ser true ou false, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="715"/>
        <source>%1 must be a list of strings, not %2</source>
        <translation>%1 deve ser uma lista de strings, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="732"/>
        <source>%1 must be a list of numbers, not %2</source>
        <translation>%1 deve ser uma lista de números, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="748"/>
        <source>%1 must be a list of {&quot;name&quot;, &quot;value&quot;} objects, not %2</source>
        <translation>%1 deve ser uma lista de objetos {&quot;name&quot;, &quot;value&quot;}, não %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="768"/>
        <source>environment variable %1 has no name</source>
        <translation>a variável de ambiente %1 não tem nome</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="796"/>
        <source>%1 must be a duration in seconds such as &quot;7200s&quot;, not &quot;%2&quot;</source>
        <translation>%1 deve ser uma duração em segundos, como &quot;7200s&quot;, não &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="812"/>
        <source>%1: enum values are upper case: &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>%1: valores de enum são em maiúsculas: &quot;%2&quot;, não &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="818"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: &quot;%2&quot; não é um destes: %3</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="879"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="880"/>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="881"/>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="882"/>
        <source>a string</source>
        <translation>uma string</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="883"/>
        <source>a boolean</source>
        <translation>um booleano</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="886"/>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="887"/>
        <source>a binary value</source>
        <translation>um valor binário</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexLaunchDialog</name>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="40"/>
        <source>Launch on Vertex AI</source>
        <translation>Iniciar na Vertex AI</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="41"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="44"/>
        <source>Run on Vertex AI</source>
        <translation>Executar na Vertex AI</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="48"/>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="48"/>
        <source>(no display name)</source>
        <translation>(sem nome de exibição)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="50"/>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="51"/>
        <source>Hyperparameter tuning job: %1 trials, %2 at once</source>
        <translation>Job de ajuste de hiperparâmetros: %1 testes, %2 ao mesmo tempo</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="54"/>
        <source>Custom job</source>
        <translation>Job personalizado</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="56"/>
        <source>none set: the job will be refused</source>
        <translation>não definido: o job será recusado</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="57"/>
        <source>Region:</source>
        <translation>Região:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="58"/>
        <source>Project:</source>
        <translation>Projeto:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="59"/>
        <source>from gcloud&apos;s configuration</source>
        <translation>da configuração do gcloud</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="61"/>
        <source>Estimated cost:</source>
        <translation>Custo estimado:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Accelerator</source>
        <translation>Acelerador</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="67"/>
        <source>Per replica</source>
        <translation>Por réplica</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="67"/>
        <source>Image</source>
        <translation>Imagem</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="82"/>
        <source>REST body sent to %1:</source>
        <translation>Corpo REST enviado para %1:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="89"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="121"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="122"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="133"/>
        <source>%1 (workerpool%2)</source>
        <translation>%1 (workerpool%2)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="135"/>
        <source>price unknown</source>
        <translation>preço desconhecido</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="149"/>
        <source>%1 per trial; %2 with %3 trials at once</source>
        <translation>%1 por teste; %2 com %3 testes ao mesmo tempo</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="160"/>
        <source>unknown: %1 is not a region of the catalog</source>
        <translation>desconhecido: %1 não é uma região do catálogo</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexSubmission</name>
    <message>
        <location filename="../app/cloud/vertexsubmission.cpp" line="54"/>
        <source>which project and region? Set them in the job, the settings or with --project and --region</source>
        <translation>qual projeto e região? Defina-os no job, nas configurações ou com --project e --region</translation>
    </message>
</context>
<context>
    <name>Poolcraft::WelcomePage</name>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="80"/>
        <source>&lt;h2&gt;Welcome to Poolcraft&lt;/h2&gt;Compose distributed training jobs under the cloud&apos;s rules, run them on this machine, and export what Vertex AI takes.</source>
        <translation>&lt;h2&gt;Boas-vindas ao Poolcraft&lt;/h2&gt;Monte jobs de treinamento distribuído seguindo as regras da nuvem, execute-os nesta máquina e exporte o que a Vertex AI aceita.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="100"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="111"/>
        <source>Open the example &amp;job</source>
        <translation>Abrir o &amp;job de exemplo</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="112"/>
        <source>A small PyTorch network on scikit-learn&apos;s digits: a chief and two workers over gloo. Press F5 to run it here (needs python3-torch and python3-sklearn).</source>
        <translation>Uma pequena rede PyTorch com os dígitos do scikit-learn: um principal e dois workers sobre gloo. Pressione F5 para executá-la aqui (requer python3-torch e python3-sklearn).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="115"/>
        <source>Open the example &amp;study</source>
        <translation>Abrir o e&amp;studo de exemplo</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="116"/>
        <source>The same trainer with a Bayesian search over learning rate, momentum and hidden units, maximising accuracy (6 trials, 2 at a time).</source>
        <translation>O mesmo treinador com uma pesquisa bayesiana sobre taxa de aprendizado, momentum e unidades ocultas, maximizando a acurácia (6 testes, 2 por vez).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="119"/>
        <source>&amp;Open a config.yaml…</source>
        <translation>&amp;Abrir um config.yaml…</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="120"/>
        <source>Reads %1. An AI Platform job is converted to Vertex AI when exported; files can also be dropped on the window.</source>
        <translation>Lê %1. Um job do AI Platform é convertido para a Vertex AI ao ser exportado; também é possível soltar arquivos na janela.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>&amp;New job</source>
        <translation>&amp;Novo job</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>An empty job with one chief.</source>
        <translation>Um job vazio com um principal.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="140"/>
        <location filename="../widgets/welcome/welcomepage.cpp" line="144"/>
        <source>Recent files</source>
        <translation>Arquivos recentes</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="149"/>
        <source>Files you open or save are listed here.</source>
        <translation>Os arquivos que você abrir ou salvar aparecem aqui.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="158"/>
        <source>Cloud set-up</source>
        <translation>Configuração da nuvem</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="166"/>
        <source>Check &amp;again</source>
        <translation>&amp;Verificar novamente</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="168"/>
        <source>Cloud &amp;Settings…</source>
        <translation>&amp;Configurações da nuvem…</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="203"/>
        <source>Credentials: the key file %1 (GOOGLE_APPLICATION_CREDENTIALS, type %2).</source>
        <translation>Credenciais: o arquivo de chave %1 (GOOGLE_APPLICATION_CREDENTIALS, tipo %2).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="207"/>
        <source>Credentials: gcloud&apos;s application default credentials in %1 (type %2).</source>
        <translation>Credenciais: as credenciais padrão do aplicativo do gcloud em %1 (tipo %2).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="211"/>
        <source>Credentials: gcloud&apos;s account %1, through %2.</source>
        <translation>Credenciais: a conta do gcloud %1, por meio de %2.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="216"/>
        <source>Credentials: none found. To launch on Vertex AI, install the Google Cloud CLI and run %1, or create a service-account key and set %2 to its file.</source>
        <translation>Credenciais: nenhuma encontrada. Para iniciar na Vertex AI, instale a Google Cloud CLI e execute %1, ou crie uma chave de conta de serviço e defina %2 com o caminho do arquivo dela.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="225"/>
        <source>Project: none set. A job names its own; otherwise run %1 or set %2.</source>
        <translation>Projeto: nenhum definido. Um job indica o próprio projeto; caso contrário, execute %1 ou defina %2.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="229"/>
        <source>Project: %1 (from %2), used when a job names none.</source>
        <translation>Projeto: %1 (de %2), usado quando um job não indica nenhum.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="233"/>
        <source>gcloud is not installed; Poolcraft does not need it to run jobs here.</source>
        <translation>O gcloud não está instalado; o Poolcraft não precisa dele para executar jobs aqui.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="234"/>
        <source>gcloud: %1.</source>
        <translation>gcloud: %1.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="235"/>
        <source>Running on this machine, validating and exporting need none of this.</source>
        <translation>Executar nesta máquina, validar e exportar não precisam de nada disso.</translation>
    </message>
</context>
</TS>
