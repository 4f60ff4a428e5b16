<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Poolcraft::Catalog</name>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="97"/>
        <source>a key must be plain text</source>
        <translation>una clave debe ser texto sin formato</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="102"/>
        <source>unknown key &apos;%1&apos; (expected one of: %2)</source>
        <translation>clave desconocida &apos;%1&apos; (se esperaba una de: %2)</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="111"/>
        <source>%1 must be a mapping of keys to values</source>
        <translation>%1 debe ser un mapeo de claves a valores</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="119"/>
        <source>%1 must be a list</source>
        <translation>%1 debe ser una lista</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="128"/>
        <location filename="../models/catalog/catalogloader.cpp" line="144"/>
        <location filename="../models/catalog/catalogloader.cpp" line="739"/>
        <source>&apos;%1&apos; is missing</source>
        <translation>falta &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="132"/>
        <source>&apos;%1&apos; must be non-empty text</source>
        <translation>&apos;%1&apos; debe ser un texto no vacío</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="153"/>
        <source>&apos;%1&apos; must be %2, not &apos;%3&apos;</source>
        <translation>&apos;%1&apos; debe ser %2, no &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="155"/>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="155"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="157"/>
        <source>a structure</source>
        <translation>una estructura</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="161"/>
        <source>&apos;%1&apos; must not be negative (%2)</source>
        <translation>&apos;%1&apos; no puede ser negativo (%2)</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="171"/>
        <location filename="../models/catalog/catalogloader.cpp" line="444"/>
        <source>source &apos;%1&apos; is not listed under &apos;sources&apos;</source>
        <translation>la fuente &apos;%1&apos; no figura en &apos;sources&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="185"/>
        <source>flavour must be &apos;vertex&apos; or &apos;aiPlatform&apos;, not &apos;%1&apos;</source>
        <translation>flavour debe ser &apos;vertex&apos; o &apos;aiPlatform&apos;, no &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="196"/>
        <source>each source is a key and a non-empty description</source>
        <translation>cada fuente es una clave con una descripción no vacía</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="209"/>
        <source>an accelerator</source>
        <translation>un acelerador</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="221"/>
        <source>kind must be &apos;gpu&apos; or &apos;tpu&apos;, not &apos;%1&apos;</source>
        <translation>kind debe ser &apos;gpu&apos; o &apos;tpu&apos;, no &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="228"/>
        <source>lifecycle must be &apos;current&apos;, &apos;endOfSupport&apos; or &apos;endOfLife&apos;, not &apos;%1&apos;</source>
        <translation>lifecycle debe ser &apos;current&apos;, &apos;endOfSupport&apos; o &apos;endOfLife&apos;, no &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="236"/>
        <source>accelerator &apos;%1&apos; is listed twice</source>
        <translation>el acelerador &apos;%1&apos; aparece dos veces</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="240"/>
        <source>a catalog holds at most 64 accelerator types</source>
        <translation>un catálogo contiene como máximo 64 tipos de aceleradores</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="255"/>
        <source>a machine type</source>
        <translation>un tipo de máquina</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="267"/>
        <source>machine type &apos;%1&apos; is listed twice</source>
        <translation>el tipo de máquina &apos;%1&apos; aparece dos veces</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="281"/>
        <source>a count rule</source>
        <translation>una regla de cantidades</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="289"/>
        <source>unknown machine type &apos;%1&apos; in a count rule</source>
        <translation>tipo de máquina desconocido &apos;%1&apos; en una regla de cantidades</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="293"/>
        <source>unknown accelerator &apos;%1&apos; in a count rule</source>
        <translation>acelerador desconocido &apos;%1&apos; en una regla de cantidades</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="297"/>
        <source>&apos;counts&apos; must be a non-empty list</source>
        <translation>&apos;counts&apos; debe ser una lista no vacía</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="303"/>
        <source>a count must be a whole number from 1 to 4096</source>
        <translation>una cantidad debe ser un número entero de 1 a 4096</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="305"/>
        <source>counts must be increasing</source>
        <translation>las cantidades de counts deben ir en orden creciente</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="328"/>
        <source>a GPU cap</source>
        <translation>un límite por GPU</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="334"/>
        <location filename="../models/catalog/catalogloader.cpp" line="362"/>
        <location filename="../models/catalog/catalogloader.cpp" line="530"/>
        <location filename="../models/catalog/catalogloader.cpp" line="638"/>
        <source>unknown accelerator &apos;%1&apos;</source>
        <translation>acelerador desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="350"/>
        <source>a legacy machine type</source>
        <translation>un tipo de máquina heredado</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="358"/>
        <location filename="../models/catalog/catalogloader.cpp" line="396"/>
        <source>unknown machine type &apos;%1&apos;</source>
        <translation>tipo de máquina desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="380"/>
        <source>a scale tier</source>
        <translation>un nivel de escala</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="411"/>
        <source>a default quota</source>
        <translation>una cuota predeterminada</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="421"/>
        <source>a quota&apos;s resource is &apos;vcpus&apos; or an accelerator, not &apos;%1&apos;</source>
        <translation>el recurso de una cuota es &apos;vcpus&apos; o un acelerador, no &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="438"/>
        <source>each rule is a rule id and a source key</source>
        <translation>cada regla es un ID de regla y una clave de fuente</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="456"/>
        <source>cannot read the table: %1</source>
        <translation>no se puede leer la tabla: %1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="461"/>
        <source>the table is larger than %1 MB</source>
        <translation>la tabla ocupa más de %1 MB</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="477"/>
        <source>&apos;%1&apos; is not a price</source>
        <translation>&apos;%1&apos; no es un precio</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="491"/>
        <source>a zone row needs a zone and a region</source>
        <translation>una fila de zona necesita una zona y una región</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="524"/>
        <location filename="../models/catalog/catalogloader.cpp" line="568"/>
        <source>region &apos;%1&apos; is not in the zone table</source>
        <translation>la región &apos;%1&apos; no está en la tabla de zonas</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="547"/>
        <source>zone &apos;%1&apos; is not in the zone table</source>
        <translation>la zona &apos;%1&apos; no está en la tabla de zonas</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="578"/>
        <source>&apos;%1&apos; must be a number that is not negative</source>
        <translation>&apos;%1&apos; debe ser un número no negativo</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="604"/>
        <source>&apos;%1&apos; must name a file in the catalog&apos;s folder, not the path &apos;%2&apos;</source>
        <translation>&apos;%1&apos; debe nombrar un archivo de la carpeta del catálogo, no la ruta &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="691"/>
        <location filename="../models/catalog/catalogloader.cpp" line="795"/>
        <source>the catalog file is larger than %1 MB</source>
        <translation>el archivo de catálogo ocupa más de %1 MB</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="702"/>
        <source>binary data (a NUL byte): not a YAML file</source>
        <translation>datos binarios (un byte NUL): no es un archivo YAML</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="718"/>
        <source>YAML syntax error: %1</source>
        <translation>error de sintaxis YAML: %1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="725"/>
        <source>a catalog file is a YAML mapping with &apos;version&apos;, &apos;sources&apos;, &apos;accelerators&apos;, &apos;machineTypes&apos; and &apos;countRules&apos;</source>
        <translation>un archivo de catálogo es un mapeo YAML con &apos;version&apos;, &apos;sources&apos;, &apos;accelerators&apos;, &apos;machineTypes&apos; y &apos;countRules&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="733"/>
        <source>catalog version %1 is not supported (this Poolcraft reads version 1)</source>
        <translation>no se admite la versión %1 del catálogo (este Poolcraft lee la versión 1)</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="767"/>
        <source>unexpected structure: %1</source>
        <translation>estructura inesperada: %1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="789"/>
        <source>cannot read the catalog file: %1</source>
        <translation>no se puede leer el archivo de catálogo: %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogArguments</name>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="25"/>
        <source>--flavour takes &apos;vertex&apos; or &apos;ai-platform&apos;, not &apos;%1&apos;</source>
        <translation>--flavour admite &apos;vertex&apos; o &apos;ai-platform&apos;, no &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="35"/>
        <source>the catalog file %1 was refused</source>
        <translation>se rechazó el archivo de catálogo %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogBrowser</name>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="29"/>
        <source>&amp;Region:</source>
        <translation>&amp;Región:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="31"/>
        <source>All regions</source>
        <translation>Todas las regiones</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="34"/>
        <source>Region filter</source>
        <translation>Filtro de región</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="35"/>
        <source>Show only what the region offers, with its prices.</source>
        <translation>Mostrar solo lo que ofrece la región, con sus precios.</translation>
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
        <translation>El precio por GPU es el precio de lista por hora de la región, o el más bajo de todas las regiones si no se elige ninguna.</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="58"/>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="62"/>
        <source>Prices and availability: %1. Price per GPU is the region&apos;s list price per hour, or the lowest of all regions when none is picked.</source>
        <translation>Precios y disponibilidad: %1. El precio por GPU es el precio de lista por hora de la región, o el más bajo de todas las regiones si no se elige ninguna.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogChoices</name>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="70"/>
        <source>%1 has reached end of life.</source>
        <translation>%1 llegó al fin de su vida útil.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="78"/>
        <source>%1 does not take %2.</source>
        <translation>%1 no admite %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="79"/>
        <source>%1 does not take %2; machine types that do: %3.</source>
        <translation>%1 no admite %2; tipos de máquina que sí lo admiten: %3.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="82"/>
        <source>%1 reaches end of support on %2.</source>
        <translation>%1 llega al fin del soporte el %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="174"/>
        <source>No catalog is loaded: machine types, GPUs and regions cannot be checked.</source>
        <translation>No hay ningún catálogo cargado: no se pueden comprobar los tipos de máquina, las GPU ni las regiones.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="197"/>
        <source>%1 (not in catalog)</source>
        <translation>%1 (no está en el catálogo)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="198"/>
        <source>The catalog does not list %1, so its limits cannot be checked.</source>
        <translation>El catálogo no incluye %1, así que sus límites no se pueden comprobar.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="201"/>
        <source>%1 (AI Platform)</source>
        <translation>%1 (AI Platform)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="203"/>
        <source>AI Platform&apos;s %1 is %2.</source>
        <translation>%1 de AI Platform es %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="204"/>
        <source>AI Platform&apos;s %1 is %2 with %3 × %4.</source>
        <translation>%1 de AI Platform es %2 con %3 × %4.</translation>
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
        <translation>desconocido</translation>
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
        <translation>Serie</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="75"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="76"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="77"/>
        <source>Accelerator</source>
        <translation>Acelerador</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="78"/>
        <source>Valid counts</source>
        <translation>Cantidades válidas</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="79"/>
        <source>Price per GPU</source>
        <translation>Precio por GPU</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="80"/>
        <source>Regions</source>
        <translation>Regiones</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudClient</name>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="51"/>
        <source>no access token from %1: %2</source>
        <translation>no hay token de acceso de %1: %2</translation>
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
        <translation>no se puede acceder a %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="105"/>
        <source>%1 (after %2 attempts)</source>
        <translation>%1 (tras %2 intentos)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudEndpoints</name>
    <message>
        <location filename="../app/cloud/endpoints.cpp" line="37"/>
        <source>%1: only https:// endpoints are used, or http:// to this machine</source>
        <translation>%1: solo se usan extremos https://, o http:// hacia esta máquina</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudSetup</name>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="79"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS names %1, which does not exist.</source>
        <translation>GOOGLE_APPLICATION_CREDENTIALS indica %1, que no existe.</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="82"/>
        <location filename="../app/cloud/cloudsetup.cpp" line="89"/>
        <source>%1 is not a credentials file (a JSON object with a &quot;type&quot;).</source>
        <translation>%1 no es un archivo de credenciales (un objeto JSON con un &quot;type&quot;).</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="99"/>
        <source>CLOUDSDK_CORE_PROJECT</source>
        <translation>CLOUDSDK_CORE_PROJECT</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="102"/>
        <source>gcloud configuration “%1”</source>
        <translation>configuración de gcloud “%1”</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CostBreakdown</name>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="14"/>
        <source>Cost per pool</source>
        <translation>Coste por grupo</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="20"/>
        <source>Pick a region to see what each pool costs.</source>
        <translation>Elija una región para ver cuánto cuesta cada grupo.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="27"/>
        <source>Total in %1: %2</source>
        <translation>Total en %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="28"/>
        <source>Total in %1: ≥ %2 (price unknown: %3)</source>
        <translation>Total en %1: ≥ %2 (precio desconocido: %3)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Credentials</name>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="79"/>
        <source>token endpoint %1: only https://, or http:// to this machine</source>
        <translation>extremo de token %1: solo https://, o http:// hacia esta máquina</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="90"/>
        <source>cannot reach the token endpoint %1: %2</source>
        <translation>no se puede acceder al extremo de token %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="95"/>
        <source>the token endpoint refused: %1</source>
        <translation>el extremo de token rechazó la solicitud: %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="104"/>
        <source>the token endpoint answered without a token</source>
        <translation>el extremo de token respondió sin un token</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="122"/>
        <source>service account %1 (%2)</source>
        <translation>cuenta de servicio %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="141"/>
        <source>the private key of %1 cannot be read</source>
        <translation>no se puede leer la clave privada de %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="170"/>
        <source>user credentials (%1)</source>
        <translation>credenciales de usuario (%1)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="202"/>
        <source>gcloud&apos;s active account</source>
        <translation>la cuenta activa de gcloud</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="203"/>
        <source>gcloud account %1</source>
        <translation>cuenta de gcloud %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="219"/>
        <source>`gcloud auth print-access-token` did not answer</source>
        <translation>`gcloud auth print-access-token` no respondió</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="224"/>
        <source>`gcloud auth print-access-token` failed: %1</source>
        <translation>`gcloud auth print-access-token` falló: %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="257"/>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="261"/>
        <source>%1 is over %2 KiB: not a credentials file</source>
        <translation>%1 supera los %2 KiB: no es un archivo de credenciales</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="269"/>
        <source>%1 is not JSON (at byte %2)</source>
        <translation>%1 no es JSON (en el byte %2)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="277"/>
        <source>%1: credentials of type &quot;%2&quot; are not supported (service_account and authorized_user are)</source>
        <translation>%1: no se admiten credenciales de tipo &quot;%2&quot; (sí se admiten service_account y authorized_user)</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="294"/>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="298"/>
        <source>%1 names credentials that cannot be used: %2</source>
        <translation>%1 indica credenciales que no se pueden usar: %2</translation>
    </message>
    <message>
        <source>%1: %2 does not exist</source>
        <translation type="vanished">%1: %2 no existe</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="302"/>
        <source>the setting</source>
        <translation>la configuración</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="306"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS is not set</source>
        <translation>GOOGLE_APPLICATION_CREDENTIALS no está definida</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="313"/>
        <source>Application Default Credentials</source>
        <translation>Credenciales predeterminadas de la aplicación</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="321"/>
        <source>gcloud is not on PATH</source>
        <translation>gcloud no está en el PATH</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="322"/>
        <source>no Google Cloud credentials: %1. Set one up with `gcloud auth application-default login`, or point GOOGLE_APPLICATION_CREDENTIALS at a service-account key file.</source>
        <translation>no hay credenciales de Google Cloud: %1. Configúrelas con `gcloud auth application-default login`, o haga que GOOGLE_APPLICATION_CREDENTIALS apunte a un archivo de clave de cuenta de servicio.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CsvTable</name>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="34"/>
        <source>the first line must be the header &quot;%1&quot;; this file is not such a table</source>
        <translation>la primera línea debe ser el encabezado &quot;%1&quot;; este archivo no es una tabla así</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="36"/>
        <source>the header must be &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>el encabezado debe ser &quot;%1&quot;, no &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="72"/>
        <location filename="../models/catalog/csvtable.cpp" line="133"/>
        <source>expected %1 columns, found %2</source>
        <translation>se esperaban %1 columnas y hay %2</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="80"/>
        <location filename="../models/catalog/csvtable.cpp" line="195"/>
        <source>the table is empty</source>
        <translation>la tabla está vacía</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="96"/>
        <source>binary data (a NUL byte) in a text table</source>
        <translation>datos binarios (un byte NUL) en una tabla de texto</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="178"/>
        <source>text after a closing quote</source>
        <translation>texto después de unas comillas de cierre</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="187"/>
        <source>the file ends inside a quoted cell</source>
        <translation>el archivo termina dentro de una celda entre comillas</translation>
    </message>
</context>
<context>
    <name>Poolcraft::DiagnosticsPanel</name>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="58"/>
        <source>job</source>
        <translation>trabajo</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Fix</source>
        <translation>Solución</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="83"/>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="84"/>
        <source>Double-click or press Enter on a problem to go to its field.</source>
        <translation>Haga doble clic o pulse Intro en un problema para ir a su campo.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="121"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="121"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="130"/>
        <source>%1
Source: %2</source>
        <translation>%1
Fuente: %2</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="137"/>
        <source>Fix: %1</source>
        <translation>Solución: %1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="138"/>
        <source>Sets %1 to %2 (undoable)</source>
        <translation>Establece %1 en %2 (se puede deshacer)</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="151"/>
        <source>No problems: the job is ready to export or run.</source>
        <translation>No hay problemas: el trabajo está listo para exportarse o ejecutarse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="153"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="154"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
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
        <translation>número de aceleradores</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="85"/>
        <source>replica count</source>
        <translation>número de réplicas</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="86"/>
        <source>container image</source>
        <translation>imagen de contenedor</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="88"/>
        <source>executor image</source>
        <translation>imagen del ejecutor</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="90"/>
        <source>Python module</source>
        <translation>módulo de Python</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="91"/>
        <source>boot disk type</source>
        <translation>tipo de disco de arranque</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="92"/>
        <source>boot disk size</source>
        <translation>tamaño del disco de arranque</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="106"/>
        <source>Set region to %1</source>
        <translation>Establecer la región en %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="108"/>
        <source>Set display name to %1</source>
        <translation>Establecer el nombre visible en %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="110"/>
        <source>Set project to %1</source>
        <translation>Establecer el proyecto en %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="114"/>
        <source>Clear %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="116"/>
        <source>Set %1 to %2</source>
        <translation>Establecer %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="120"/>
        <source>Turn on the %1 pool</source>
        <translation>Activar el grupo %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="121"/>
        <source>Turn off the %1 pool</source>
        <translation>Desactivar el grupo %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="123"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="124"/>
        <source>Set %1 %2 to %3</source>
        <translation>Establecer %2 (%1) en %3</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ExampleFiles</name>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="43"/>
        <source>Could not copy the example to %1.</source>
        <translation>No se pudo copiar el ejemplo en %1.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="50"/>
        <source>The example %1 is not installed.</source>
        <translation>El ejemplo %1 no está instalado.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ExportText</name>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="29"/>
        <source>Vertex YAML</source>
        <translation>YAML de Vertex</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="30"/>
        <source>AI Platform YAML</source>
        <translation>YAML de AI Platform</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="31"/>
        <source>REST JSON</source>
        <translation>JSON de REST</translation>
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
        <translation>config.yaml para gcloud ai-platform jobs submit training --config (retirado)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="55"/>
        <source>CustomJob body for the Vertex AI REST API</source>
        <translation>Cuerpo de CustomJob para la API REST de Vertex AI</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="56"/>
        <source>gcloud ai custom-jobs create command line</source>
        <translation>Línea de comandos de gcloud ai custom-jobs create</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="65"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>Archivos YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="66"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="67"/>
        <source>Shell scripts (*.sh)</source>
        <translation>Scripts de shell (*.sh)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="92"/>
        <source>Poolcraft job (*.poolcraft.yaml *.yaml)</source>
        <translation>Trabajo de Poolcraft (*.poolcraft.yaml *.yaml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="93"/>
        <source>Vertex config.yaml (*.yaml *.yml)</source>
        <translation>config.yaml de Vertex (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="94"/>
        <source>Vertex hp-tuning config.yaml (*.yaml *.yml)</source>
        <translation>config.yaml de ajuste de hiperparámetros de Vertex (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="95"/>
        <source>AI Platform config.yaml (*.yaml *.yml)</source>
        <translation>config.yaml de AI Platform (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="96"/>
        <source>Vertex REST JSON (*.json)</source>
        <translation>JSON de REST de Vertex (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="97"/>
        <source>gcloud command (*.sh)</source>
        <translation>Comando de gcloud (*.sh)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="100"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Formats</name>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="92"/>
        <source>tpuTfVersion is not kept; Vertex TPU jobs choose the version through the container image</source>
        <translation>tpuTfVersion no se conserva; los trabajos de TPU de Vertex eligen la versión mediante la imagen de contenedor</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="126"/>
        <source>&apos;%1&apos; is not a parameter type; read as DOUBLE (the types are DOUBLE, INTEGER, CATEGORICAL and DISCRETE)</source>
        <translation>&apos;%1&apos; no es un tipo de parámetro; se lee como DOUBLE (los tipos son DOUBLE, INTEGER, CATEGORICAL y DISCRETE)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="128"/>
        <source>Write DOUBLE</source>
        <translation>Escribir DOUBLE</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="132"/>
        <source>&apos;%1&apos; is not a parameter type (DOUBLE, INTEGER, CATEGORICAL or DISCRETE)</source>
        <translation>&apos;%1&apos; no es un tipo de parámetro (DOUBLE, INTEGER, CATEGORICAL o DISCRETE)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="164"/>
        <source>a parameter needs a parameterName</source>
        <translation>un parámetro necesita un parameterName</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="167"/>
        <source>parameter &apos;%1&apos; needs a type</source>
        <translation>el parámetro &apos;%1&apos; necesita un tipo</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="177"/>
        <source>%1 of an INTEGER parameter must be a whole number</source>
        <translation>%1 de un parámetro INTEGER debe ser un número entero</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="194"/>
        <source>%1: 0 means &apos;not set&apos;, so the service uses 1; write the number you mean</source>
        <translation>%1: 0 significa &apos;sin definir&apos;, así que el servicio usa 1; escriba el número que quiere</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="196"/>
        <source>Set it to 1</source>
        <translation>Establecerlo en 1</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="253"/>
        <source>hyperparameters has no params: there is nothing to tune (is params indented under hyperparameters?)</source>
        <translation>hyperparameters no tiene params: no hay nada que ajustar (¿está params sangrado bajo hyperparameters?)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="364"/>
        <source>scheduling.priority is not kept; Vertex has no job priority</source>
        <translation>scheduling.priority no se conserva; Vertex no tiene prioridad de trabajos</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="372"/>
        <source>unknown key &apos;params&apos; in trainingInput is ignored (it belongs under hyperparameters: indent it one level deeper)</source>
        <translation>la clave desconocida &apos;params&apos; en trainingInput se ignora (va bajo hyperparameters: auméntele un nivel de sangría)</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="376"/>
        <source>enableWebAccess is not kept</source>
        <translation>enableWebAccess no se conserva</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="379"/>
        <source>encryptionConfig is not kept</source>
        <translation>encryptionConfig no se conserva</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="529"/>
        <source>the top-level keys are indented by %1 space(s); check that nothing was lost when the file was pasted</source>
        <translation>las claves de nivel superior tienen una sangría de %1 espacio(s); compruebe que no se perdió nada al pegar el archivo</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="14"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it; it will be missing from files written from this job</source>
        <translation>&apos;%1&apos; es válido, pero Poolcraft no lo conserva; faltará en los archivos que se escriban a partir de este trabajo</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="35"/>
        <source>&apos;%1&apos; is the Compute Engine name; Vertex (and gcloud) want the enum name &apos;%2&apos;</source>
        <translation>&apos;%1&apos; es el nombre de Compute Engine; Vertex (y gcloud) quieren el nombre de enumeración &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="37"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="493"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="505"/>
        <source>Write %1</source>
        <translation>Escribir %1</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="144"/>
        <source>%1 has both containerSpec and pythonPackageSpec; a pool runs one of them</source>
        <translation>%1 tiene containerSpec y pythonPackageSpec a la vez; un grupo ejecuta solo uno de ellos</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="168"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); pool %2 and later are ignored</source>
        <translation>un trabajo tiene como máximo %1 grupos de trabajadores (principal, trabajadores, servidores de parámetros, evaluadores); el grupo %2 y los siguientes se ignoran</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="175"/>
        <source>%1 must be a mapping, not a single value or list</source>
        <translation>%1 debe ser un mapeo, no un valor único ni una lista</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="58"/>
        <source>defaultValue is only for Vertex AI Vizier; hyperparameter tuning jobs ignore it</source>
        <translation>defaultValue solo es para Vertex AI Vizier; los trabajos de ajuste de hiperparámetros lo ignoran</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="83"/>
        <source>%1 is for a %2 parent; &apos;%3&apos; is %4</source>
        <translation>%1 es para un parámetro superior %2; &apos;%3&apos; es %4</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="107"/>
        <source>a conditional parameter of &apos;%1&apos; needs exactly one of parentDiscreteValues, parentIntValues or parentCategoricalValues</source>
        <translation>un parámetro condicional de &apos;%1&apos; necesita exactamente uno de parentDiscreteValues, parentIntValues o parentCategoricalValues</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="112"/>
        <source>a conditional parameter of &apos;%1&apos; needs a parameterSpec</source>
        <translation>un parámetro condicional de &apos;%1&apos; necesita un parameterSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="155"/>
        <source>a parameter needs a parameterId</source>
        <translation>un parámetro necesita un parameterId</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="158"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation>el parámetro &apos;%1&apos; necesita uno de doubleValueSpec, integerValueSpec, categoricalValueSpec o discreteValueSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="162"/>
        <source>parameter &apos;%1&apos; has more than one value spec</source>
        <translation>el parámetro &apos;%1&apos; tiene más de una especificación de valores</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="262"/>
        <source>only the first metric is kept; Poolcraft studies optimise one metric</source>
        <translation>solo se conserva la primera métrica; los estudios de Poolcraft optimizan una sola métrica</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="307"/>
        <source>observationNoise is not supported by hyperparameter tuning jobs and is not kept</source>
        <translation>los trabajos de ajuste de hiperparámetros no admiten observationNoise, y no se conserva</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="118"/>
        <source>not valid YAML: %1</source>
        <translation>YAML no válido: %1</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="131"/>
        <source>not a job config Poolcraft knows: expected trainingInput (AI Platform), workerPoolSpecs (Vertex custom job), studySpec and trialJobSpec (Vertex hp-tuning) or poolcraft (job document)</source>
        <translation>no es una configuración de trabajo que Poolcraft conozca: se esperaba trainingInput (AI Platform), workerPoolSpecs (trabajo personalizado de Vertex), studySpec y trialJobSpec (ajuste de hiperparámetros de Vertex) o poolcraft (documento de trabajo)</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="134"/>
        <source>not a job config: the file must hold a mapping of keys to values</source>
        <translation>no es una configuración de trabajo: el archivo debe contener un mapeo de claves a valores</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="153"/>
        <source>the CustomJobSpec</source>
        <translation>el CustomJobSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="187"/>
        <source>the job has no display name: gcloud refuses --display-name=&apos;&apos;</source>
        <translation>el trabajo no tiene nombre visible: gcloud rechaza --display-name=&apos;&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="192"/>
        <source>gcloud&apos;s --config takes no skipped worker pool and the %1 pool (%2) is skipped: export as vertex-json and send it to the REST API, or give that pool a machine</source>
        <translation>--config de gcloud no admite grupos de trabajadores omitidos y el grupo %1 (%2) está omitido: exporte como vertex-json y envíelo a la API REST, o asigne una máquina a ese grupo</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="207"/>
        <source>the %1 pool names no container image or Python package: gcloud refuses the script until it has one</source>
        <translation>el grupo %1 no indica ninguna imagen de contenedor ni paquete de Python: gcloud rechaza el script hasta que tenga uno</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="255"/>
        <source>gcloud command lines cannot be read by this build</source>
        <translation>esta compilación no puede leer líneas de comandos de gcloud</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="267"/>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="280"/>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="309"/>
        <source>the project is not written; give it when you submit the job</source>
        <translation>el proyecto no se escribe; indíquelo al enviar el trabajo</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="312"/>
        <source>the region (%1) is not written; give it with --region</source>
        <translation>la región (%1) no se escribe; indíquela con --region</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="316"/>
        <source>the local command is kept only in Poolcraft job documents</source>
        <translation>el comando local solo se conserva en los documentos de trabajo de Poolcraft</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="319"/>
        <source>the display name is not part of this format; give it with --display-name (or as the job id)</source>
        <translation>el nombre visible no forma parte de este formato; indíquelo con --display-name (o como ID del trabajo)</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="323"/>
        <source>labels are not part of this format; give them with --labels</source>
        <translation>las etiquetas no forman parte de este formato; indíquelas con --labels</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="326"/>
        <source>the study (%1 parameters) is not written: a custom job has no study; export as hptuning-yaml or vertex-json</source>
        <translation>el estudio (%1 parámetros) no se escribe: un trabajo personalizado no tiene estudio; exporte como hptuning-yaml o vertex-json</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="342"/>
        <source>AI Platform settings are not written: %1</source>
        <translation>no se escriben los ajustes de AI Platform: %1</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="350"/>
        <source>pool %1 (%2) is switched off; its settings are not written</source>
        <translation>el grupo %1 (%2) está desactivado; su configuración no se escribe</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="359"/>
        <source>environment variables of pool %1 are not written: AI Platform has none</source>
        <translation>las variables de entorno del grupo %1 no se escriben: AI Platform no las tiene</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="362"/>
        <source>the TPU topology of pool %1 is not written</source>
        <translation>la topología de TPU del grupo %1 no se escribe</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="366"/>
        <source>the executor image of pool %1 is not written: AI Platform picks it from runtimeVersion</source>
        <translation>la imagen del ejecutor del grupo %1 no se escribe: AI Platform la elige a partir de runtimeVersion</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="373"/>
        <source>pool %1 runs another package or arguments than the chief; AI Platform runs one package for all</source>
        <translation>el grupo %1 ejecuta un paquete o argumentos distintos de los del principal; AI Platform ejecuta un solo paquete para todos</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="377"/>
        <source>pool %1 runs a different kind of task than the chief</source>
        <translation>el grupo %1 ejecuta un tipo de tarea distinto del del principal</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="385"/>
        <source>restartJobOnWorkerRestart, disableRetries and strategy are not part of AI Platform scheduling</source>
        <translation>restartJobOnWorkerRestart, disableRetries y strategy no forman parte de la programación (scheduling) de AI Platform</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="389"/>
        <source>baseOutputDirectory is not written (AI Platform uses jobDir)</source>
        <translation>baseOutputDirectory no se escribe (AI Platform usa jobDir)</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="397"/>
        <source>AI Platform has no conditional parameters: %1 are written as ordinary parameters, tuned in every trial</source>
        <translation>AI Platform no tiene parámetros condicionales: %1 se escriben como parámetros normales, que se ajustan en todas las pruebas</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="404"/>
        <source>BEST_MEASUREMENT is not part of AI Platform</source>
        <translation>BEST_MEASUREMENT no forma parte de AI Platform</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="408"/>
        <source>resumePreviousJobId is AI Platform only and is not written</source>
        <translation>resumePreviousJobId es solo de AI Platform y no se escribe</translation>
    </message>
    <message>
        <location filename="../models/formats/poolcraftyaml.cpp" line="24"/>
        <source>this job document is version %1; this Poolcraft reads version %2: some settings may be missing</source>
        <translation>este documento de trabajo es de la versión %1; este Poolcraft lee la versión %2: puede que falten algunos ajustes</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="92"/>
        <source>the file is %1 MiB; config files above %2 MiB are refused</source>
        <translation>el archivo ocupa %1 MiB; se rechazan los archivos de configuración de más de %2 MiB</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="110"/>
        <source>the file holds a NUL byte: it is binary, not a text config file</source>
        <translation>el archivo contiene un byte NUL: es binario, no un archivo de configuración de texto</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="126"/>
        <source>byte 0x%1 is not valid UTF-8; save the file as UTF-8</source>
        <translation>el byte 0x%1 no es UTF-8 válido; guarde el archivo como UTF-8</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="209"/>
        <source>values are nested more than %1 levels deep; a job config never is, so the file is refused</source>
        <translation>los valores están anidados a más de %1 niveles de profundidad; una configuración de trabajo nunca lo está, así que se rechaza el archivo</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="217"/>
        <source>the file holds more than %1 keys and values; a job config holds a few hundred, so the file is refused</source>
        <translation>el archivo contiene más de %1 claves y valores; una configuración de trabajo contiene unos cientos, así que se rechaza el archivo</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="140"/>
        <source>the file expands to more than %1 values (aliases referring to aliases?); reading stopped there</source>
        <translation>el archivo se expande a más de %1 valores (¿alias que remiten a otros alias?); la lectura se detuvo ahí</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="150"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="152"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="154"/>
        <source>a mapping</source>
        <translation>un mapeo</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="161"/>
        <source>&apos;%1&apos;</source>
        <translation>&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="171"/>
        <source>%1 must be a mapping of keys to values, not %2</source>
        <translation>%1 debe ser un mapeo de claves a valores, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="182"/>
        <source>%1 must be a list, not %2</source>
        <translation>%1 debe ser una lista, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="201"/>
        <source>a key in %1 must be a plain name, not %2</source>
        <translation>una clave en %1 debe ser un nombre simple, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="218"/>
        <source>keys with underscore are invalid: write &apos;%1&apos; as &apos;%2&apos;</source>
        <translation>las claves con guion bajo no son válidas: escriba &apos;%1&apos; como &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="215"/>
        <source>Rename to %1</source>
        <translation>Cambiar el nombre a %1</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="142"/>
        <source>the file&apos;s aliases expand to more than %1 MiB of text; reading stopped there</source>
        <translation>los alias del archivo se expanden a más de %1 MiB de texto; la lectura se detuvo ahí</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="227"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored</source>
        <translation>se ignora la clave desconocida &apos;%1&apos; en %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="228"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored (did you mean &apos;%3&apos;?)</source>
        <translation>se ignora la clave desconocida &apos;%1&apos; en %2 (¿quiso decir &apos;%3&apos;?)</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="235"/>
        <source>&apos;%1&apos; appears twice in %2; the last one counts</source>
        <translation>&apos;%1&apos; aparece dos veces en %2; cuenta la última</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="273"/>
        <source>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings, not %1</source>
        <translation>una clave de combinación &apos;&lt;&lt;&apos; admite un mapeo o una lista de mapeos, no %1</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="278"/>
        <source>merge keys are nested more than %1 deep</source>
        <translation>las claves de combinación están anidadas a más de %1 niveles</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="304"/>
        <source>%1 must be a text value, not %2</source>
        <translation>%1 debe ser un valor de texto, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="320"/>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 debe ser un número entero, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="335"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 debe ser un número entero, no &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="340"/>
        <source>%1 is %2; it must be between %3 and %4</source>
        <translation>%1 es %2; debe estar entre %3 y %4</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="353"/>
        <source>%1 must be a number, not %2</source>
        <translation>%1 debe ser un número, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="368"/>
        <source>%1 must be a finite number, not &apos;%2&apos;</source>
        <translation>%1 debe ser un número finito, no &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="389"/>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 debe ser true o false, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="448"/>
        <source>an environment variable needs a name</source>
        <translation>una variable de entorno necesita un nombre</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="467"/>
        <source>a key in %1 must be text</source>
        <translation>una clave en %1 debe ser texto</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="492"/>
        <source>&apos;%1&apos; should be written &apos;%2&apos;</source>
        <translation>&apos;%1&apos; debería escribirse &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="500"/>
        <source>&apos;%1&apos; is not a valid value for %2 (one of: %3)</source>
        <translation>&apos;%1&apos; no es un valor válido para %2 (uno de: %3)</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="502"/>
        <source>&apos;%1&apos; is not a valid value for %2 (did you mean &apos;%3&apos;?)</source>
        <translation>&apos;%1&apos; no es un valor válido para %2 (¿quiso decir &apos;%3&apos;?)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudReader</name>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="116"/>
        <source>the text has %1 characters; a command line is at most %2</source>
        <translation>el texto tiene %1 caracteres; una línea de comandos tiene como máximo %2</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="129"/>
        <source>the command ends with this line, as in a shell; the lines after it are not read (a &apos;\&apos; missing at its end?)</source>
        <translation>el comando termina en esta línea, como en un shell; las líneas siguientes no se leen (¿falta una &apos;\&apos; al final?)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="131"/>
        <source>only the first command is read; the rest is ignored</source>
        <translation>solo se lee el primer comando; el resto se ignora</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="157"/>
        <source>there is no gcloud command here</source>
        <translation>aquí no hay ningún comando de gcloud</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="164"/>
        <source>expected a gcloud command, found &apos;%1&apos;</source>
        <translation>se esperaba un comando de gcloud y se encontró &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="208"/>
        <source>&apos;gcloud %1&apos; is not a command that creates a training job (expected &apos;ai custom-jobs create&apos;, &apos;ai hp-tuning-jobs create&apos; or &apos;ai-platform jobs submit training&apos;)</source>
        <translation>&apos;gcloud %1&apos; no es un comando que cree un trabajo de entrenamiento (se esperaba &apos;ai custom-jobs create&apos;, &apos;ai hp-tuning-jobs create&apos; o &apos;ai-platform jobs submit training&apos;)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="229"/>
        <source>&apos;gcloud ai-platform jobs submit training&apos; needs the job name (JOB) after &apos;training&apos;</source>
        <translation>&apos;gcloud ai-platform jobs submit training&apos; necesita el nombre del trabajo (JOB) después de &apos;training&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="264"/>
        <source>unexpected argument &apos;%1&apos; is ignored</source>
        <translation>se ignora el argumento inesperado &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="276"/>
        <source>%1 needs a value</source>
        <translation>%1 necesita un valor</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="284"/>
        <source>unknown flag %1 is ignored</source>
        <translation>se ignora la marca desconocida %1</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="289"/>
        <source>%1 takes no value</source>
        <translation>%1 no admite ningún valor</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="399"/>
        <source>--config %1: the job spec in that file is not part of this command line; open the file itself to read it</source>
        <translation>--config %1: la especificación del trabajo de ese archivo no forma parte de esta línea de comandos; abra el propio archivo para leerla</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="429"/>
        <source>%1 is valid but Poolcraft does not keep it</source>
        <translation>%1 es válido, pero Poolcraft no lo conserva</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="439"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this is --worker-pool-spec number %2</source>
        <translation>un trabajo tiene como máximo %1 grupos de trabajadores (principal, trabajadores, servidores de parámetros, evaluadores); este es el --worker-pool-spec número %2</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="495"/>
        <source>%1: gcloud builds a container from local code here; Poolcraft does not keep &apos;%2&apos;</source>
        <translation>%1: aquí gcloud compila un contenedor a partir de código local; Poolcraft no conserva &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="499"/>
        <source>--worker-pool-spec has no key &apos;%1&apos; (gcloud rejects it)</source>
        <translation>--worker-pool-spec no tiene la clave &apos;%1&apos; (gcloud la rechaza)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="512"/>
        <source>--worker-pool-spec needs machine-type</source>
        <translation>--worker-pool-spec necesita machine-type</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="531"/>
        <source>--algorithm must be algorithm-unspecified, grid-search or random-search, not &apos;%1&apos;</source>
        <translation>--algorithm debe ser algorithm-unspecified, grid-search o random-search, no &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="580"/>
        <source>--scale-tier must be one of %1, not &apos;%2&apos;</source>
        <translation>--scale-tier debe ser uno de %1, no &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="597"/>
        <source>%1 is valid but Poolcraft does not keep it (gcloud packages and uploads local code; give the uploaded package with --packages)</source>
        <translation>%1 es válido, pero Poolcraft no lo conserva (gcloud empaqueta y sube el código local; indique el paquete subido con --packages)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="627"/>
        <source>%1 takes type and count, not &apos;%2&apos;</source>
        <translation>%1 admite type y count, no &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="633"/>
        <source>%1 needs both type= and count= (for example type=nvidia-tesla-t4,count=2)</source>
        <translation>%1 necesita type= y count= (por ejemplo, type=nvidia-tesla-t4,count=2)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="644"/>
        <source>&apos;%1&apos; is not an accelerator type gcloud knows (for example nvidia-tesla-t4 or NVIDIA_TESLA_T4)</source>
        <translation>&apos;%1&apos; no es un tipo de acelerador que gcloud conozca (por ejemplo, nvidia-tesla-t4 o NVIDIA_TESLA_T4)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="704"/>
        <source>&apos;gcloud ai custom-jobs create&apos; needs --worker-pool-spec or --config</source>
        <translation>&apos;gcloud ai custom-jobs create&apos; necesita --worker-pool-spec o --config</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="730"/>
        <source>a machine type is given for the %1 but no count: the pool is left out</source>
        <translation>se indica un tipo de máquina para el grupo %1, pero no un número de réplicas: el grupo se omite</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="754"/>
        <source>neither --module-name nor --master-image-uri: the job has nothing to run</source>
        <translation>no hay --module-name ni --master-image-uri: el trabajo no tiene nada que ejecutar</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="802"/>
        <source>%1 expects KEY=VALUE pairs separated by commas; &apos;%2&apos; is not one</source>
        <translation>%1 espera pares KEY=VALUE separados por comas; &apos;%2&apos; no lo es</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="819"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 debe ser un número entero, no &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="824"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation>%1 es %2, fuera de %3..%4</translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudWriter</name>
    <message>
        <location filename="../models/formats/gcloudcommand.cpp" line="64"/>
        <source># The whole job: its config is written by the here-document below, then gcloud reads it.</source>
        <translation># El trabajo completo: el here-document de abajo escribe su configuración y luego gcloud la lee.</translation>
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
        <translation> (falta el permiso %1)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::HistoryStore</name>
    <message>
        <location filename="../app/history/historystore.cpp" line="416"/>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="423"/>
        <source>%1 has schema %2, not %3</source>
        <translation>%1 tiene el esquema %2, no el %3</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="439"/>
        <source>%1 is not a regular file; the history is kept in one</source>
        <translation>%1 no es un archivo normal; el historial se guarda en uno</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="445"/>
        <source>Cannot create folder %1</source>
        <translation>No se puede crear la carpeta %1</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="454"/>
        <source>%1 was written by a newer Poolcraft (schema %2, this one reads %3)</source>
        <translation>%1 lo escribió un Poolcraft más reciente (esquema %2; este lee el %3)</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="510"/>
        <source>Poolcraft ended while the run was live.</source>
        <translation>Poolcraft se cerró mientras la ejecución estaba en curso.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="588"/>
        <source>The history is not open.</source>
        <translation>El historial no está abierto.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="594"/>
        <source>Run %1 is not in the history.</source>
        <translation>La ejecución %1 no está en el historial.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="601"/>
        <source>Run %1 has not ended.</source>
        <translation>La ejecución %1 no ha terminado.</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="604"/>
        <source>Run %1 is a trial of study %2.</source>
        <translation>La ejecución %1 es una prueba del estudio %2.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::InputFile</name>
    <message>
        <location filename="../models/core/inputfile.cpp" line="22"/>
        <source>is a directory, not a file</source>
        <translation>es un directorio, no un archivo</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="24"/>
        <source>is a FIFO (named pipe), not a file; give a regular file, or &quot;-&quot; and pipe it to standard input</source>
        <translation>es una FIFO (canalización con nombre), no un archivo; indique un archivo normal, o &quot;-&quot; y canalícelo a la entrada estándar</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="27"/>
        <source>is a device, not a file</source>
        <translation>es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="29"/>
        <source>is a socket, not a file</source>
        <translation>es un socket, no un archivo</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="30"/>
        <source>is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="38"/>
        <source>no such file; its name is not valid UTF-8, which Poolcraft cannot pass on (rename the file)</source>
        <translation>no existe el archivo; su nombre no es UTF-8 válido, y Poolcraft no puede transmitirlo (cambie el nombre del archivo)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobCost</name>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="37"/>
        <source>an unknown price</source>
        <translation>un precio desconocido</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="39"/>
        <source>%1: %2 × %3 at %4</source>
        <translation>%1: %2 × %3 a %4</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="41"/>
        <source>(no machine type)</source>
        <translation>(sin tipo de máquina)</translation>
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
        <translation>discos de arranque</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="90"/>
        <source>network traffic</source>
        <translation>tráfico de red</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="91"/>
        <source>storage</source>
        <translation>almacenamiento</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="92"/>
        <source>Vertex AI&apos;s custom-training management fee</source>
        <translation>la tarifa de gestión del entrenamiento personalizado de Vertex AI</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="97"/>
        <source>Not counted: %1.</source>
        <translation>No se incluye: %1.</translation>
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
        <translation>trabajadores</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="71"/>
        <source>parameter servers</source>
        <translation>servidores de parámetros</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="72"/>
        <source>evaluators</source>
        <translation>evaluadores</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobEditDocument</name>
    <message>
        <location filename="../app/document/jobeditdocument.cpp" line="29"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LaunchPlan</name>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="95"/>
        <source>The job asks for %1 GPUs but this machine has none: it runs on the CPU.</source>
        <translation>El trabajo pide %1 GPU, pero esta máquina no tiene ninguna: se ejecuta en la CPU.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="111"/>
        <source>The job needs %1 GPUs in all but this machine has %2; lower the replica or accelerator counts to run it here.</source>
        <translation>El trabajo necesita %1 GPU en total, pero esta máquina tiene %2; reduzca el número de réplicas o de aceleradores para ejecutarlo aquí.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="133"/>
        <source>set the job&apos;s local command or pass one after `--`</source>
        <translation>defina el comando local del trabajo o indique uno después de `--`</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="137"/>
        <source>it runs a Python package, which only Vertex installs; to run it here, %1 (for example &quot;python3 -m %2&quot;).</source>
        <translation>ejecuta un paquete de Python, que solo instala Vertex; para ejecutarlo aquí, %1 (por ejemplo, &quot;python3 -m %2&quot;).</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="141"/>
        <source>it has no container image; give it one, or %1.</source>
        <translation>no tiene imagen de contenedor; asígnele una, o %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="157"/>
        <source>The job has no local command, so workerpool%1 (%2) would run in a container, but %3</source>
        <translation>El trabajo no tiene comando local, así que workerpool%1 (%2) se ejecutaría en un contenedor, pero %3</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="207"/>
        <source>Docker cannot mount %1: its path has a &apos;:&apos;; choose another run folder.</source>
        <translation>Docker no puede montar %1: su ruta contiene &apos;:&apos;; elija otra carpeta de ejecución.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="215"/>
        <source>The job runs in containers (it has no local command) but no Docker engine answers (%1). The docker commands are shown so they can be run elsewhere; or set a local command to run the trainer without Docker.</source>
        <translation>El trabajo se ejecuta en contenedores (no tiene comando local), pero ningún motor de Docker responde (%1). Se muestran los comandos de docker para que se puedan ejecutar en otro lugar; o bien defina un comando local para ejecutar el entrenador sin Docker.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="363"/>
        <source>there is no docker program (%1)</source>
        <translation>no hay ningún programa docker (%1)</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="369"/>
        <source>`docker info` did not answer within %1 ms</source>
        <translation>`docker info` no respondió en %1 ms</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="378"/>
        <source>`docker info` failed with exit code %1</source>
        <translation>`docker info` falló con el código de salida %1</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="448"/>
        <source>cannot make %1: %2</source>
        <translation>no se puede crear %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="454"/>
        <source>cannot use %1: %2</source>
        <translation>no se puede usar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="459"/>
        <source>%1 is a link that another user made</source>
        <translation>%1 es un enlace creado por otro usuario</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="461"/>
        <source>%1 is not a folder</source>
        <translation>%1 no es una carpeta</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="463"/>
        <source>%1 belongs to another user</source>
        <translation>%1 pertenece a otro usuario</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="465"/>
        <source>anyone can write to %1</source>
        <translation>cualquiera puede escribir en %1</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="476"/>
        <source>cannot make a folder in %1: %2</source>
        <translation>no se puede crear una carpeta en %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="496"/>
        <source>No folder for the run&apos;s files: %1.</source>
        <translation>No hay carpeta para los archivos de la ejecución: %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="508"/>
        <source>The job has no local command: say how the trainer runs on this machine (for example &quot;python3 train.py&quot;).</source>
        <translation>El trabajo no tiene comando local: indique cómo se ejecuta el entrenador en esta máquina (por ejemplo, &quot;python3 train.py&quot;).</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="514"/>
        <source>The job has no chief pool (workerPoolSpecs[0]); there is nothing to start.</source>
        <translation>El trabajo no tiene grupo principal (workerPoolSpecs[0]); no hay nada que iniciar.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="518"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation>El grupo principal debe tener exactamente una réplica, no %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="529"/>
        <location filename="../app/launch/launchplan.cpp" line="539"/>
        <source>%1 replicas cannot run on one machine; the local launcher runs at most %2.</source>
        <translation>No se pueden ejecutar %1 réplicas en una sola máquina; el iniciador local ejecuta como máximo %2.</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="547"/>
        <source>No free loopback ports for the replicas.</source>
        <translation>No hay puertos de loopback libres para las réplicas.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LegacyConversion</name>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="64"/>
        <source>scale tier %1 is not in the catalog; set the pools by hand</source>
        <translation>el nivel de escala %1 no está en el catálogo; configure los grupos a mano</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="68"/>
        <source>a chief (%1)</source>
        <translation>una réplica principal (%1)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="72"/>
        <source>, %1 %2 (%3)</source>
        <translation>, %1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="77"/>
        <source>scale tier %1 became %2; Vertex has no scale tiers</source>
        <translation>el nivel de escala %1 se convirtió en %2; Vertex no tiene niveles de escala</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="105"/>
        <source>the TPU worker (%1) and the %2 master became one pool with one replica on %1: Vertex runs a TPU job on a single machine</source>
        <translation>el trabajador de TPU (%1) y el maestro %2 se convirtieron en un solo grupo con una réplica en %1: Vertex ejecuta un trabajo de TPU en una sola máquina</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="107"/>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="123"/>
        <source>pool %1 named accelerator %2 on legacy type %3, which carries its own; the legacy type&apos;s GPUs are used</source>
        <translation>el grupo %1 indicaba el acelerador %2 en el tipo heredado %3, que lleva el suyo propio; se usan las GPU del tipo heredado</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="133"/>
        <source> with %1 × %2</source>
        <translation> con %1 × %2</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="135"/>
        <source>legacy machine type %1 became %2%3</source>
        <translation>el tipo de máquina heredado %1 se convirtió en %2%3</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="151"/>
        <source>(none given)</source>
        <translation>(no se indicó)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="153"/>
        <source>runtimeVersion %1%2 has no Vertex equivalent: choose a prebuilt training container (us-docker.pkg.dev/vertex-ai/training/...) as the executor image of each Python package pool</source>
        <translation>runtimeVersion %1%2 no tiene equivalente en Vertex: elija un contenedor de entrenamiento prediseñado (us-docker.pkg.dev/vertex-ai/training/...) como imagen del ejecutor de cada grupo de paquete de Python</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="158"/>
        <source> (Python %1)</source>
        <translation> (Python %1)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="161"/>
        <source>pythonVersion %1 is set by the container image on Vertex</source>
        <translation>en Vertex, pythonVersion %1 lo determina la imagen de contenedor</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="168"/>
        <source>jobDir %1 became baseOutputDirectory; the trainer now finds it in AIP_MODEL_DIR (…/model/) instead of a --job-dir argument</source>
        <translation>jobDir %1 se convirtió en baseOutputDirectory; ahora el entrenador lo encuentra en AIP_MODEL_DIR (…/model/) en lugar de en un argumento --job-dir</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="174"/>
        <source>useChiefInTfConfig is not needed: Vertex always names the first pool chief in TF_CONFIG</source>
        <translation>useChiefInTfConfig no es necesario: Vertex siempre llama chief al primer grupo en TF_CONFIG</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="188"/>
        <source>no hyperparameterMetricTag was given; Vertex needs a metric id, so the AI Platform default %1 is used</source>
        <translation>no se indicó hyperparameterMetricTag; Vertex necesita un ID de métrica, así que se usa el valor predeterminado de AI Platform, %1</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="193"/>
        <source>resumePreviousJobId %1 cannot be carried over: Vertex cannot resume an AI Platform study</source>
        <translation>resumePreviousJobId %1 no se puede trasladar: Vertex no puede reanudar un estudio de AI Platform</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LocalRunner</name>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="110"/>
        <source>A run is still going.</source>
        <translation>Todavía hay una ejecución en curso.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="114"/>
        <source>The job has no replicas to start.</source>
        <translation>El trabajo no tiene réplicas que iniciar.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="115"/>
        <source>The job has errors.</source>
        <translation>El trabajo tiene errores.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="166"/>
        <source>Cannot enter the folder %1.</source>
        <translation>No se puede entrar en la carpeta %1.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="207"/>
        <source>Stopped by the user.</source>
        <translation>Detenida por el usuario.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="220"/>
        <source>Stopped when Poolcraft quit.</source>
        <translation>Detenida al salir de Poolcraft.</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="270"/>
        <source>%1 could not start %2: %3</source>
        <translation>%1 no pudo iniciar %2: %3</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="299"/>
        <source>%1 was killed by signal %2 (%3)</source>
        <translation>%1 terminó por la señal %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="301"/>
        <source>%1 exited with code %2</source>
        <translation>%1 terminó con el código %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogMatcher</name>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="30"/>
        <source>Nothing to search for</source>
        <translation>No hay nada que buscar</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="38"/>
        <source>Invalid regular expression at %1: %2</source>
        <translation>Expresión regular no válida en %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogReplaySource</name>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="48"/>
        <source>A run is still going.</source>
        <translation>Todavía hay una ejecución en curso.</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="55"/>
        <source>%1 is not a regular file.</source>
        <translation>%1 no es un archivo normal.</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="60"/>
        <location filename="../app/launch/logreplaysource.cpp" line="105"/>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="139"/>
        <source>Stopped by the user.</source>
        <translation>Detenida por el usuario.</translation>
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
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="497"/>
        <source>&amp;Follow Output</source>
        <translation>&amp;Seguir la salida</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="501"/>
        <source>&amp;Save Log As...</source>
        <translation>&amp;Guardar registro como...</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="502"/>
        <source>Save Log</source>
        <translation>Guardar registro</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="503"/>
        <source>Log files (*.log *.txt)</source>
        <translation>Archivos de registro (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="555"/>
        <source>a save is already running</source>
        <translation>ya hay un guardado en curso</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="201"/>
        <source>saving was cancelled</source>
        <translation>se canceló el guardado</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="455"/>
        <source>&amp;Design</source>
        <translation>&amp;Diseño</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="456"/>
        <source>&amp;Study</source>
        <translation>E&amp;studio</translation>
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
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="323"/>
        <location filename="../widgets/mainwindow.cpp" line="459"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Bienvenida</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="458"/>
        <source>&amp;Runs</source>
        <translation>E&amp;jecuciones</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="465"/>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="466"/>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="215"/>
        <source>Display name</source>
        <translation>Nombre visible</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="217"/>
        <source>The job&apos;s name in the Vertex AI console (up to 128 characters).</source>
        <translation>El nombre del trabajo en la consola de Vertex AI (hasta 128 caracteres).</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="220"/>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="221"/>
        <source>my-gcp-project</source>
        <translation>my-gcp-project</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="222"/>
        <source>The Google Cloud project the job runs in.</source>
        <translation>El proyecto de Google Cloud en el que se ejecuta el trabajo.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="226"/>
        <source>&amp;Project:</source>
        <translation>&amp;Proyecto:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="230"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="231"/>
        <source>Re&amp;gion:</source>
        <translation>Re&amp;gión:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="233"/>
        <source>Cost:</source>
        <translation>Coste:</translation>
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
        <translation>Cómo se ejecuta el entrenador en esta máquina (Ejecutar localmente, F5), en palabras de shell; una ruta relativa parte de la carpeta del archivo del trabajo.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="241"/>
        <source>&amp;Local command:</source>
        <translation>Comando &amp;local:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="255"/>
        <source>Local command: close the quote to apply it.</source>
        <translation>Comando local: cierre la comilla para aplicarlo.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="273"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="274"/>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="276"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="278"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="280"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="282"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="285"/>
        <source>Res&amp;tart</source>
        <translation>Rein&amp;iciar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="287"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="291"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="292"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="294"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="299"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="303"/>
        <source>&amp;Run</source>
        <translation>Ejec&amp;utar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="310"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="316"/>
        <source>Use a Catalog &amp;File…</source>
        <translation>Usar un &amp;archivo de catálogo…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="317"/>
        <source>Use the &amp;Built-in Catalog</source>
        <translation>Usar el catálogo &amp;integrado</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="319"/>
        <source>The built-in catalog is used when Poolcraft starts again.</source>
        <translation>El catálogo integrado se usará cuando Poolcraft vuelva a iniciarse.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="vanished">&amp;Idioma</translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="vanished">Predeterminado del sistema</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="364"/>
        <source>Use a Catalog File</source>
        <translation>Usar un archivo de catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="364"/>
        <source>Poolcraft catalog (*.yaml *.yml)</source>
        <translation>Catálogo de Poolcraft (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="375"/>
        <source>%1 is used when Poolcraft starts again.</source>
        <translation>%1 se usará cuando Poolcraft vuelva a iniciarse.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="383"/>
        <source>Catalog refused</source>
        <translation>Catálogo rechazado</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="384"/>
        <source>The chosen catalog file has errors; the catalog in use stays.

%1</source>
        <translation>El archivo de catálogo elegido tiene errores; se mantiene el catálogo en uso.

%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="421"/>
        <source>The whole window is in the new language when Poolcraft starts again (File ▸ Restart).</source>
        <translation>Toda la ventana estará en el nuevo idioma cuando Poolcraft vuelva a iniciarse (Archivo ▸ Reiniciar).</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="426"/>
        <source>The new history file is used when Poolcraft starts again.</source>
        <translation>El nuevo archivo de historial se usará cuando Poolcraft vuelva a iniciarse.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="507"/>
        <source>%1[*] — Poolcraft</source>
        <translation>%1[*] — Poolcraft</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="545"/>
        <source>Could not apply “%1”.</source>
        <translation>No se pudo aplicar “%1”.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="558"/>
        <source>Applied: %1</source>
        <translation>Aplicado: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="571"/>
        <source>Could not read %1</source>
        <translation>No se pudo leer %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="583"/>
        <source>Opened %1 (%2)</source>
        <translation>Se abrió %1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="593"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="600"/>
        <source>Saved; this format does not carry: %1</source>
        <translation>Guardado; este formato no incluye: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="603"/>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="621"/>
        <source>Open Job</source>
        <translation>Abrir trabajo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="622"/>
        <source>Job files (*.yaml *.yml *.json *.sh *.txt);;All files (*)</source>
        <translation>Archivos de trabajo (*.yaml *.yml *.json *.sh *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="640"/>
        <source>Save Job As</source>
        <translation>Guardar trabajo como</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="655"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="656"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Desea guardarlos?</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChart</name>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="63"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="65"/>
        <source>Accuracy</source>
        <translation>Exactitud</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="99"/>
        <source>Epoch</source>
        <translation>Época</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="388"/>
        <source>the image could not be encoded as PNG</source>
        <translation>no se pudo codificar la imagen como PNG</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="411"/>
        <source>%1
%2 at epoch %3: %4</source>
        <translation>%1
%2 en la época %3: %4</translation>
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
        <translation>Suavizado:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="39"/>
        <source>Exponential moving average weight, debiased; 0 shows the raw values</source>
        <translation>Peso de la media móvil exponencial, sin sesgo; 0 muestra los valores sin suavizar</translation>
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
        <translation>Aún no hay métricas: los gráficos aparecen cuando el entrenador informa su primera época.</translation>
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
        <translation>Archivos CSV (*.csv)</translation>
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
        <translation>columna %1: %2</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="470"/>
        <source>the pattern needs a named group &quot;epoch&quot; (or &quot;step&quot;) and at least one other named group for a metric</source>
        <translation>el patrón necesita un grupo con nombre &quot;epoch&quot; (o &quot;step&quot;) y al menos otro grupo con nombre para una métrica</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="629"/>
        <source>the custom pattern has used its %1 s budget (it backtracks too much); from this line on it is not used</source>
        <translation>el patrón personalizado agotó su presupuesto de %1 s (retrocede demasiado); deja de usarse a partir de esta línea</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="640"/>
        <source>the custom pattern gave up on this line after %1 steps (it backtracks too much); this line and others like it are skipped</source>
        <translation>el patrón personalizado abandonó esta línea tras %1 pasos (retrocede demasiado); esta línea y otras parecidas se omiten</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="653"/>
        <location filename="../models/metrics/metricextractor.cpp" line="665"/>
        <source>&quot;%1&quot; is not a number for %2</source>
        <translation>&quot;%1&quot; no es un número para %2</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="698"/>
        <source>the line ends before the closing brace</source>
        <translation>la línea termina antes de la llave de cierre</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="703"/>
        <source>expected a quoted key</source>
        <translation>se esperaba una clave entre comillas</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="706"/>
        <source>the key is not closed</source>
        <translation>la clave no está cerrada</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="710"/>
        <source>expected &apos;:&apos; after the key</source>
        <translation>se esperaba &apos;:&apos; después de la clave</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="713"/>
        <source>the value is missing</source>
        <translation>falta el valor</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="718"/>
        <source>the string is not closed</source>
        <translation>la cadena no está cerrada</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="731"/>
        <source>a nested value is not closed</source>
        <translation>un valor anidado no está cerrado</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="755"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after a value</source>
        <translation>se esperaba &apos;,&apos; o &apos;}&apos; después de un valor</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricLog</name>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="40"/>
        <source>the metric pattern is not usable: %1</source>
        <translation>el patrón de métricas no se puede usar: %1</translation>
    </message>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="114"/>
        <location filename="../models/metrics/metriclogreader.cpp" line="180"/>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::OtherSettings</name>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="13"/>
        <source>Other settings (AI Platform)</source>
        <translation>Otra configuración (AI Platform)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="24"/>
        <source>&amp;Runtime version:</source>
        <translation>Versión del &amp;entorno de ejecución:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="25"/>
        <source>AI Platform&apos;s runtime (TensorFlow) version. Vertex has none: a prebuilt training container takes its place.</source>
        <translation>Versión del entorno de ejecución (TensorFlow) de AI Platform. Vertex no la tiene: en su lugar se usa un contenedor de entrenamiento prediseñado.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="27"/>
        <source>P&amp;ython version:</source>
        <translation>Versión de P&amp;ython:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="28"/>
        <source>AI Platform&apos;s Python version, such as 3.7. Empty: the runtime&apos;s default.</source>
        <translation>Versión de Python de AI Platform, como 3.7. Vacío: la predeterminada del entorno de ejecución.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="29"/>
        <source>&amp;Job directory:</source>
        <translation>&amp;Directorio del trabajo:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="30"/>
        <source>Where AI Platform puts the job&apos;s output (gs://bucket/dir).</source>
        <translation>Dónde guarda AI Platform la salida del trabajo (gs://bucket/dir).</translation>
    </message>
</context>
<context>
    <name>Poolcraft::OutputFile</name>
    <message>
        <location filename="../models/core/outputfile.cpp" line="53"/>
        <source>it is a FIFO that nobody reads</source>
        <translation>es una FIFO que nadie lee</translation>
    </message>
    <message>
        <location filename="../models/core/outputfile.cpp" line="154"/>
        <source>it is a directory</source>
        <translation>es un directorio</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PoolCard</name>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="36"/>
        <source>Chief (pool 0)</source>
        <translation>Principal (grupo 0)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="37"/>
        <source>Workers (pool 1)</source>
        <translation>Trabajadores (grupo 1)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="38"/>
        <source>Parameter servers / reduction server (pool 2)</source>
        <translation>Servidores de parámetros / servidor de reducción (grupo 2)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="39"/>
        <source>Evaluators (pool 3)</source>
        <translation>Evaluadores (grupo 3)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="95"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="96"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="97"/>
        <source>Add row to %1</source>
        <translation>Añadir fila a %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="99"/>
        <source>Remove selected row from %1</source>
        <translation>Quitar la fila seleccionada de %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="120"/>
        <source>Switch the pool on or off. Pool 0 is the chief and is always needed.</source>
        <translation>Activa o desactiva el grupo. El grupo 0 es el principal y siempre es necesario.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="136"/>
        <source>Machine type</source>
        <translation>Tipo de máquina</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="27"/>
        <source>The virtual machine of every replica in this pool, grouped by series, with its vCPUs and memory.</source>
        <translation>La máquina virtual de cada réplica de este grupo, agrupada por serie, con sus vCPUs y su memoria.</translation>
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
        <translation>GPU que admite este tipo de máquina. Las entradas atenuadas no encajan con el tipo de máquina: pase el puntero por encima para ver por qué.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="152"/>
        <source>Accelerator count</source>
        <translation>Número de aceleradores</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="153"/>
        <source>Only the counts Vertex AI accepts for this machine type and GPU.</source>
        <translation>Solo las cantidades que Vertex AI acepta para este tipo de máquina y GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="171"/>
        <source>&amp;Accelerators:</source>
        <translation>&amp;Aceleradores:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="176"/>
        <source>Replica count</source>
        <translation>Número de réplicas</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="178"/>
        <source>The chief pool always has exactly one replica.</source>
        <translation>El grupo principal siempre tiene exactamente una réplica.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="179"/>
        <source>How many machines of this kind run the job.</source>
        <translation>Cuántas máquinas de este tipo ejecutan el trabajo.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="180"/>
        <source>&amp;Replicas:</source>
        <translation>&amp;Réplicas:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="183"/>
        <source>Container image</source>
        <translation>Imagen de contenedor</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="184"/>
        <source>Python package</source>
        <translation>Paquete de Python</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="185"/>
        <source>Task kind</source>
        <translation>Tipo de tarea</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="186"/>
        <source>Run your own container, or a Python package on a prebuilt training container.</source>
        <translation>Ejecute su propio contenedor, o un paquete de Python en un contenedor de entrenamiento prediseñado.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="190"/>
        <source>&amp;Runs:</source>
        <translation>E&amp;jecuta:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="203"/>
        <source>Container image URI</source>
        <translation>URI de la imagen de contenedor</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="204"/>
        <source>The image every replica of this pool runs.</source>
        <translation>La imagen que ejecuta cada réplica de este grupo.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="205"/>
        <source>&amp;Image:</source>
        <translation>&amp;Imagen:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="214"/>
        <source>Executor image URI</source>
        <translation>URI de la imagen del ejecutor</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="215"/>
        <source>One of Vertex AI&apos;s prebuilt training containers.</source>
        <translation>Uno de los contenedores de entrenamiento prediseñados de Vertex AI.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="216"/>
        <source>E&amp;xecutor:</source>
        <translation>Ejec&amp;utor:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="221"/>
        <source>Package URIs</source>
        <translation>URI de paquetes</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="222"/>
        <source>Cloud Storage URIs of the packages, separated by commas.</source>
        <translation>URI de Cloud Storage de los paquetes, separados por comas.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="223"/>
        <source>&amp;Packages:</source>
        <translation>&amp;Paquetes:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="227"/>
        <source>Python module</source>
        <translation>Módulo de Python</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="228"/>
        <source>Mo&amp;dule:</source>
        <translation>Mó&amp;dulo:</translation>
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
        <translation>Argumentos de línea de comandos, uno por fila, que se pasan a cada réplica.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="237"/>
        <source>Ar&amp;guments:</source>
        <translation>Ar&amp;gumentos:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Environment</source>
        <translation>Entorno</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="250"/>
        <source>Environment variables set in every replica of this pool.</source>
        <translation>Variables de entorno definidas en cada réplica de este grupo.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="251"/>
        <source>&amp;Environment:</source>
        <translation>E&amp;ntorno:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="267"/>
        <source>Boot disk type</source>
        <translation>Tipo de disco de arranque</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="268"/>
        <source>All machines of a pool share one disk type and size.</source>
        <translation>Todas las máquinas de un grupo comparten el mismo tipo y tamaño de disco.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="269"/>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="274"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="275"/>
        <source>Default (100 GB)</source>
        <translation>Predeterminado (100 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="276"/>
        <source>Boot disk size</source>
        <translation>Tamaño del disco de arranque</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="277"/>
        <source>From 100 to 64,000 GB; 0 keeps the default of 100 GB.</source>
        <translation>De 100 a 64.000 GB; 0 mantiene el valor predeterminado de 100 GB.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="280"/>
        <source>&amp;Boot disk:</source>
        <translation>Disco d&amp;e arranque:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="333"/>
        <source>Set %1 task to %2</source>
        <translation>Establecer la tarea (%1) en %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="350"/>
        <source>Set %1 package URIs</source>
        <translation>Establecer los URI de paquetes (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="402"/>
        <source>%1 series</source>
        <translation>serie %1</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="411"/>
        <source>%1 — %2 vCPU, %3 GB</source>
        <translation>%1 — %2 vCPU, %3 GB</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="417"/>
        <source>%1: %2 vCPUs, %3 GB memory, %4 series</source>
        <translation>%1: %2 vCPUs, %3 GB de memoria, serie %4</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="421"/>
        <source>%1, %2 series</source>
        <translation>%1, serie %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="436"/>
        <source>No accelerator</source>
        <translation>Sin acelerador</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="437"/>
        <source>%1, with %2</source>
        <translation>%1, con %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="457"/>
        <source>%1 (unknown)</source>
        <translation>%1 (desconocido)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="485"/>
        <source>%1 (not valid)</source>
        <translation>%1 (no válido)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="488"/>
        <source>Not a count Vertex AI accepts for %1 with %2.</source>
        <translation>No es una cantidad que Vertex AI acepte para %1 con %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="553"/>
        <source>%1, from %2</source>
        <translation>%1, según %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="613"/>
        <source>Edit %1 arguments</source>
        <translation>Editar los argumentos (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="628"/>
        <source>Edit %1 environment</source>
        <translation>Editar el entorno (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="710"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="710"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
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
        <translation>Copiar al portapapeles el texto del formato mostrado.</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="38"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="39"/>
        <source>Save the text of the shown format to a file.</source>
        <translation>Guardar en un archivo el texto del formato mostrado.</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="51"/>
        <source>%1 preview</source>
        <translation>Vista previa de %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/preview/previewpane.cpp" line="68"/>
        <source>⚠ %n setting(s) not carried by this format (hover to see which)</source>
        <translation>
            <numerusform>⚠ %n ajuste que este formato no incluye (pase el puntero para ver cuál)</numerusform>
            <numerusform>⚠ %n ajustes que este formato no incluye (pase el puntero para ver cuáles)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="116"/>
        <source>Save %1</source>
        <translation>Guardar %1</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="124"/>
        <source>Save failed</source>
        <translation>Error al guardar</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="125"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::RegionOptions</name>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="62"/>
        <source>a pool names no machine type</source>
        <translation>un grupo no indica ningún tipo de máquina</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="64"/>
        <source>%1 is not a known machine type</source>
        <translation>%1 no es un tipo de máquina conocido</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="66"/>
        <source>where %1 machines are offered is not known</source>
        <translation>no se sabe dónde se ofrecen las máquinas %1</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="69"/>
        <source>%1 is not a known accelerator</source>
        <translation>%1 no es un acelerador conocido</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="73"/>
        <source>%1 has reached end of life</source>
        <translation>%1 llegó al fin de su vida útil</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="75"/>
        <source>where %1 is offered is not known</source>
        <translation>no se sabe dónde se ofrece %1</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="97"/>
        <source>no %1 machines</source>
        <translation>no hay máquinas %1</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="100"/>
        <source>%1 not offered</source>
        <translation>no se ofrece %1</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="113"/>
        <source>no zone offers %1 together</source>
        <translation>ninguna zona ofrece %1 a la vez</translation>
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
        <translation>Región</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="71"/>
        <source>%1 can run this job for %2.</source>
        <translation>%1 puede ejecutar este trabajo por %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="37"/>
        <source>Where the job runs. Regions with a tick offer everything the job asks for, with the cost per hour of all its machines.</source>
        <translation>Dónde se ejecuta el trabajo. Las regiones marcadas con una marca de verificación ofrecen todo lo que pide el trabajo, con el coste por hora de todas sus máquinas.</translation>
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
        <translation>%1 — no se puede ejecutar</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="79"/>
        <source>%1 — unknown region</source>
        <translation>%1 — región desconocida</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="82"/>
        <source>%1 is not a region Poolcraft&apos;s catalog knows.</source>
        <translation>%1 no es una región que conozca el catálogo de Poolcraft.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="89"/>
        <source>Pick a region.</source>
        <translation>Elija una región.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="93"/>
        <source>This job can run here for %1.</source>
        <translation>Este trabajo puede ejecutarse aquí por %1.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="95"/>
        <source>This job cannot run here: %1</source>
        <translation>Este trabajo no puede ejecutarse aquí: %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ReplicaScript</name>
    <message numerus="yes">
        <source>%n variable(s) left out: the name is not a valid environment variable name</source>
        <translation type="vanished">
            <numerusform>Se omitió %n variable: el nombre no es un nombre de variable de entorno válido</numerusform>
            <numerusform>Se omitieron %n variables: el nombre no es un nombre de variable de entorno válido</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/launch/replicascript.cpp" line="72"/>
        <source>%n variable(s) left out: a name that is not an environment variable name, or a value that holds a NUL character</source>
        <translation>
            <numerusform>Se omitió %n variable: un nombre que no es un nombre de variable de entorno, o un valor que contiene un carácter NUL</numerusform>
            <numerusform>Se omitieron %n variables: un nombre que no es un nombre de variable de entorno, o un valor que contiene un carácter NUL</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::Run</name>
    <message>
        <location filename="../app/history/runrecorder.cpp" line="52"/>
        <source>interrupted</source>
        <translation>interrumpida</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="8"/>
        <source>queued</source>
        <translation>en cola</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="9"/>
        <location filename="../app/launch/run.cpp" line="22"/>
        <source>pending</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="10"/>
        <location filename="../app/launch/run.cpp" line="23"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="11"/>
        <location filename="../app/launch/run.cpp" line="25"/>
        <source>succeeded</source>
        <translation>completada</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="12"/>
        <location filename="../app/launch/run.cpp" line="26"/>
        <source>failed</source>
        <translation>fallida</translation>
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
        <translation>detenida</translation>
    </message>
</context>
<context>
    <name>Poolcraft::RunDashboard</name>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="44"/>
        <source>Search the log</source>
        <translation>Buscar en el registro</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="47"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="48"/>
        <source>Match case</source>
        <translation>Mayúsculas</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="52"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="54"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="61"/>
        <source>Some tasks</source>
        <translation>Algunas tareas</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="63"/>
        <source>Show the log of every task, or of one</source>
        <translation>Mostrar el registro de todas las tareas o de una sola</translation>
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
        <translation>Guardar...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="105"/>
        <location filename="../widgets/charts/rundashboard.cpp" line="113"/>
        <source>Save Log</source>
        <translation>Guardar registro</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="106"/>
        <source>Log files (*.log *.txt)</source>
        <translation>Archivos de registro (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="114"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="260"/>
        <source>Charts: metrics printed by %1 (standard output and error)</source>
        <translation>Gráficos: métricas que imprime %1 (salida y error estándar)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="222"/>
        <source>Run %1 (%2)</source>
        <translation>Ejecución %1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="223"/>
        <source>Run %1</source>
        <translation>Ejecución %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="277"/>
        <source>Standard output</source>
        <translation>Salida estándar</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="278"/>
        <source>Standard error</source>
        <translation>Error estándar</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="312"/>
        <source>All tasks</source>
        <translation>Todas las tareas</translation>
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
            <numerusform>%n línea coincide</numerusform>
            <numerusform>%n líneas coinciden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::RunsPage</name>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="64"/>
        <source>Run locally</source>
        <translation>Ejecutar localmente</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="68"/>
        <source>Run the job on this machine, one process per replica (F5)</source>
        <translation>Ejecutar el trabajo en esta máquina, un proceso por réplica (F5)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="70"/>
        <source>Run on Vertex AI…</source>
        <translation>Ejecutar en Vertex AI…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="72"/>
        <source>Show what would be sent to Vertex AI and what it costs; Launch sends it to the job&apos;s project and region, then its state, logs and charts are followed here</source>
        <translation>Mostrar lo que se enviaría a Vertex AI y cuánto cuesta; Iniciar lo envía al proyecto y la región del trabajo, y después se siguen aquí su estado, sus registros y sus gráficos</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="75"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="79"/>
        <source>Stop every replica of the run (Shift+F5)</source>
        <translation>Detener todas las réplicas de la ejecución (Mayús+F5)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="81"/>
        <source>Open Cloud Job…</source>
        <translation>Abrir trabajo en la nube…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="83"/>
        <source>Follow a Vertex AI job submitted elsewhere, by its resource name or numeric id</source>
        <translation>Seguir un trabajo de Vertex AI enviado desde otro lugar, por su nombre de recurso o su ID numérico</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="85"/>
        <source>Cloud Console</source>
        <translation>Consola de Google Cloud</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="89"/>
        <source>Open the cloud job&apos;s page in the Google Cloud console</source>
        <translation>Abrir la página del trabajo en la nube en la consola de Google Cloud</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="91"/>
        <source>No run yet</source>
        <translation>Aún no hay ejecuciones</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="107"/>
        <source>What each replica runs:</source>
        <translation>Lo que ejecuta cada réplica:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="110"/>
        <source>Copy Commands</source>
        <translation>Copiar comandos</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="121"/>
        <source>What each replica runs, as shell lines to copy: a job that runs in containers can be started by hand where Docker answers.</source>
        <translation>Lo que ejecuta cada réplica, como líneas de shell para copiar: un trabajo en contenedores se puede iniciar a mano donde Docker responda.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="134"/>
        <source>Past runs</source>
        <translation>Ejecuciones anteriores</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Job</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="140"/>
        <source>Click a run to show its logs and charts again; while a run goes on, double-click one to overlay it on the charts.</source>
        <translation>Haga clic en una ejecución para volver a ver sus registros y gráficos; mientras haya una ejecución en curso, haga doble clic en otra para superponerla en los gráficos.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="146"/>
        <source>Delete from History…</source>
        <translation>Eliminar del historial…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="325"/>
        <source>Run %1 (%2)</source>
        <translation>Ejecución %1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="342"/>
        <source>Run %1 has not ended yet: stop it, then delete it.</source>
        <translation>La ejecución %1 aún no ha terminado: deténgala y después elimínela.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="345"/>
        <source>Run %1 is a trial of study %2: it stays in the history with its study.</source>
        <translation>La ejecución %1 es una prueba del estudio %2: permanece en el historial con su estudio.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="358"/>
        <source>Delete the selected runs from the history, with their logs and metrics (Delete)</source>
        <translation>Eliminar del historial las ejecuciones seleccionadas, con sus registros y métricas (Supr)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="373"/>
        <source>Delete from History</source>
        <translation>Eliminar del historial</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="377"/>
        <source>Delete %1 from the history?</source>
        <translation>¿Eliminar %1 del historial?</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="378"/>
        <source>Its logs, metrics and states are deleted with it. This cannot be undone.</source>
        <translation>Sus registros, métricas y estados se eliminan con ella. No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="381"/>
        <source>Delete these %1 runs from the history?</source>
        <translation>¿Eliminar estas %1 ejecuciones del historial?</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="383"/>
        <source>Their logs, metrics and states are deleted with them. This cannot be undone.</source>
        <translation>Sus registros, métricas y estados se eliminan con ellas. No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="386"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="393"/>
        <source>Not deleted: %1</source>
        <translation>No eliminado: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="407"/>
        <source>Deleted from the history: %1</source>
        <translation>Eliminado del historial: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="485"/>
        <source>Open Cloud Job</source>
        <translation>Abrir trabajo en la nube</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="487"/>
        <source>Resource name (projects/P/locations/R/customJobs/ID or …/hyperparameterTuningJobs/ID),
or the numeric id of a custom job in the configured project and region:</source>
        <translation>Nombre de recurso (projects/P/locations/R/customJobs/ID o …/hyperparameterTuningJobs/ID),
o el ID numérico de un trabajo personalizado en el proyecto y la región configurados:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="505"/>
        <source>Not opened: %1</source>
        <translation>No se abrió: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="511"/>
        <source>Asking Vertex AI for %1…</source>
        <translation>Solicitando %1 a Vertex AI…</translation>
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
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="696"/>
        <source>Copy Cloud Job Name</source>
        <translation>Copiar nombre del trabajo en la nube</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="702"/>
        <source>Copy Console Link</source>
        <translation>Copiar enlace de la consola</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="705"/>
        <source>Open in Cloud Console</source>
        <translation>Abrir en la consola de Google Cloud</translation>
    </message>
    <message>
        <source>Double-click a run to show its logs and charts again.</source>
        <translation type="vanished">Haga doble clic en una ejecución para volver a ver sus registros y gráficos.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="188"/>
        <source>History unavailable: %1</source>
        <translation>Historial no disponible: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="236"/>
        <source>still asking `docker info`</source>
        <translation>aún se está consultando `docker info`</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="433"/>
        <source>Asking whether Docker answers…</source>
        <translation>Comprobando si Docker responde…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="446"/>
        <source>Not started: fix the problems listed above</source>
        <translation>No iniciado: corrija los problemas de arriba</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="474"/>
        <source>Sending the job to Vertex AI…</source>
        <translation>Enviando el trabajo a Vertex AI…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="565"/>
        <source>Not started: %1</source>
        <translation>No iniciado: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="324"/>
        <location filename="../widgets/runs/runspage.cpp" line="570"/>
        <source>Run %1</source>
        <translation>Ejecución %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="589"/>
        <source>Quit during a run</source>
        <translation>Salir durante una ejecución</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="594"/>
        <source>Run %1 is still going. Quitting stops all its replicas.</source>
        <translation>La ejecución %1 sigue en curso. Al salir se detienen todas sus réplicas.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="596"/>
        <source>Stop the Run and Quit</source>
        <translation>Detener la ejecución y salir</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="598"/>
        <source>Run %1 follows the Vertex AI job %2, which keeps running in the cloud after Poolcraft quits. Open it again with Open Cloud Job…, or cancel it first with Stop.</source>
        <translation>La ejecución %1 sigue el trabajo de Vertex AI %2, que continúa ejecutándose en la nube después de salir de Poolcraft. Vuelva a abrirlo con Abrir trabajo en la nube…, o cancélelo antes con Detener.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="603"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="616"/>
        <location filename="../widgets/runs/runspage.cpp" line="653"/>
        <source>Run %1: %2</source>
        <translation>Ejecución %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::SettingsDialog</name>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="40"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="65"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="67"/>
        <source>&amp;General</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="68"/>
        <source>&amp;Cloud</source>
        <translation>&amp;Nube</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="69"/>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="93"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="96"/>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="97"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="98"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="100"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="110"/>
        <source>gcloud&apos;s project, when set</source>
        <translation>el proyecto de gcloud, si está definido</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="111"/>
        <source>Default &amp;project:</source>
        <translation>&amp;Proyecto predeterminado:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="118"/>
        <source>Default &amp;region:</source>
        <translation>&amp;Región predeterminada:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="123"/>
        <source>Found:</source>
        <translation>Encontrado:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="125"/>
        <source>the first one found</source>
        <translation>el primero que se encuentre</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="126"/>
        <source>&amp;Key file to use:</source>
        <translation>&amp;Archivo de clave que se usará:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="127"/>
        <source>Credentials File</source>
        <translation>Archivo de credenciales</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="128"/>
        <source>JSON key files (*.json)</source>
        <translation>Archivos de clave JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="131"/>
        <source>gcloud&apos;s active account</source>
        <translation>la cuenta activa de gcloud</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="132"/>
        <source>gcloud &amp;account to use:</source>
        <translation>&amp;Cuenta de gcloud que se usará:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="137"/>
        <source>&amp;Vertex AI endpoint:</source>
        <translation>Extremo de &amp;Vertex AI:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="140"/>
        <source>Cloud &amp;Logging endpoint:</source>
        <translation>Extremo de Cloud &amp;Logging:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="158"/>
        <source>History &amp;file:</source>
        <translation>&amp;Archivo de historial:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="159"/>
        <source>History File</source>
        <translation>Archivo de historial</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="160"/>
        <source>SQLite databases (*.sqlite)</source>
        <translation>Bases de datos SQLite (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="166"/>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="170"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="171"/>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="173"/>
        <source>Size &amp;limit:</source>
        <translation>&amp;Límite de tamaño:</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="175"/>
        <source>When Poolcraft starts, the oldest runs that are not part of a study are removed until the history fits the limit. Another file is used when Poolcraft starts again; $POOLCRAFT_HISTORY_DB, when set, comes first.</source>
        <translation>Al iniciarse Poolcraft, se eliminan las ejecuciones más antiguas que no forman parte de un estudio hasta que el historial cabe en el límite. Otro archivo se usará cuando Poolcraft vuelva a iniciarse; $POOLCRAFT_HISTORY_DB, si está definida, tiene prioridad.</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="198"/>
        <source>not created yet</source>
        <translation>aún no creado</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ShellWords</name>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="76"/>
        <location filename="../models/formats/gcloudwords.cpp" line="211"/>
        <location filename="../models/formats/gcloudwords.cpp" line="291"/>
        <source>a NUL character cannot be part of a command line</source>
        <translation>un carácter NUL no puede formar parte de una línea de comandos</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="130"/>
        <source>this word has %1 characters; Linux runs no command with a word over %2</source>
        <translation>esta palabra tiene %1 caracteres; Linux no ejecuta ningún comando con una palabra de más de %2</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="136"/>
        <source>the command has more than %1 words; Linux runs none that long</source>
        <translation>el comando tiene más de %1 palabras; Linux no ejecuta ninguno tan largo</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="190"/>
        <source>the quote &apos; opened here is never closed</source>
        <translation>la comilla &apos; que se abre aquí nunca se cierra</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="217"/>
        <source>the quote &quot; opened here is never closed</source>
        <translation>la comilla &quot; que se abre aquí nunca se cierra</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="235"/>
        <source>the quote $&apos; opened here is never closed</source>
        <translation>la comilla $&apos; que se abre aquí nunca se cierra</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyEditor</name>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="41"/>
        <source>This job is a &amp;hyperparameter study</source>
        <translation>Este trabajo es un estudio de &amp;hiperparámetros</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="54"/>
        <source>Run the job as trials of a study that tunes the parameters below (a Vertex AI hyperparameter tuning job).</source>
        <translation>Ejecutar el trabajo como pruebas de un estudio que ajusta los parámetros de abajo (un trabajo de ajuste de hiperparámetros de Vertex AI).</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="64"/>
        <source>Metric</source>
        <translation>Métrica</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="65"/>
        <source>The metric the trainer reports (hypertune metric tag).</source>
        <translation>La métrica que informa el entrenador (etiqueta de métrica de hypertune).</translation>
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
        <translation>Optimización bayesiana (predeterminado)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="72"/>
        <source>Grid search</source>
        <translation>Búsqueda en cuadrícula</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="73"/>
        <source>Random search</source>
        <translation>Búsqueda aleatoria</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="74"/>
        <source>Search algorithm</source>
        <translation>Algoritmo de búsqueda</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="75"/>
        <source>Grid search needs every parameter to be INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation>La búsqueda en cuadrícula necesita que todos los parámetros sean INTEGER, CATEGORICAL o DISCRETE.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="77"/>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algoritmo:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="81"/>
        <source>Service decides</source>
        <translation>Lo decide el servicio</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="82"/>
        <source>Maximum trials</source>
        <translation>Número máximo de pruebas</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="83"/>
        <source>Parallel trials</source>
        <translation>Pruebas en paralelo</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="84"/>
        <source>Failed trials allowed</source>
        <translation>Pruebas fallidas permitidas</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="85"/>
        <source>&amp;Trials:</source>
        <translation>&amp;Pruebas:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="86"/>
        <source>In &amp;parallel:</source>
        <translation>En para&amp;lelo:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="87"/>
        <source>&amp;Failed trials allowed:</source>
        <translation>Pruebas &amp;fallidas permitidas:</translation>
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
        <translation>Valores categóricos o discretos, separados por comas: adam, sgd</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="101"/>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="115"/>
        <source>&amp;Add parameter</source>
        <translation>&amp;Añadir parámetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="116"/>
        <source>&amp;Remove parameter</source>
        <translation>&amp;Quitar parámetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="106"/>
        <source>Para&amp;meters:</source>
        <translation>Parám&amp;etros:</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="141"/>
        <source>Make the job a study</source>
        <translation>Convertir el trabajo en un estudio</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="141"/>
        <source>Remove the study</source>
        <translation>Quitar el estudio</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="144"/>
        <source>Set study metric</source>
        <translation>Establecer la métrica del estudio</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="145"/>
        <source>Set study goal</source>
        <translation>Establecer el objetivo del estudio</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="147"/>
        <source>Set search algorithm</source>
        <translation>Establecer el algoritmo de búsqueda</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="149"/>
        <source>Set trial counts</source>
        <translation>Establecer el número de pruebas</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="151"/>
        <source>Edit study parameter</source>
        <translation>Editar un parámetro del estudio</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="170"/>
        <source>Parameter type</source>
        <translation>Tipo de parámetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="172"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="173"/>
        <source>Linear</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="174"/>
        <source>Log</source>
        <translation>Logarítmica</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="175"/>
        <source>Reverse log</source>
        <translation>Logarítmica inversa</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="177"/>
        <source>Parameter scale</source>
        <translation>Escala del parámetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="178"/>
        <source>Set parameter type</source>
        <translation>Establecer el tipo de parámetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="179"/>
        <source>Set parameter scale</source>
        <translation>Establecer la escala del parámetro</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="213"/>
        <source>Only in trials where %1 is %2</source>
        <translation>Solo en las pruebas en las que %1 es %2</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="292"/>
        <source>Not changed: %1</source>
        <translation>Sin cambios: %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="318"/>
        <source>Add study parameter %1</source>
        <translation>Añadir el parámetro de estudio %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="329"/>
        <source>Remove study parameter %1</source>
        <translation>Quitar el parámetro de estudio %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyRunner</name>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="54"/>
        <source>the job has no study</source>
        <translation>el trabajo no tiene estudio</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="90"/>
        <source>cannot keep the study in the history</source>
        <translation>no se puede guardar el estudio en el historial</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="105"/>
        <source>no study %1 in the history</source>
        <translation>no hay ningún estudio %1 en el historial</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="111"/>
        <source>the study&apos;s job document cannot be read</source>
        <translation>no se puede leer el documento de trabajo del estudio</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="279"/>
        <source>the trial&apos;s job could not start: %1</source>
        <translation>no se pudo iniciar el trabajo de la prueba: %1</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="354"/>
        <source>stopped early before any report</source>
        <translation>detenida antes de tiempo, sin ningún informe</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="360"/>
        <source>the trial reported no %1 (hypertune file or log)</source>
        <translation>la prueba no informó de %1 (archivo de hypertune o registro)</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="362"/>
        <source>stopped: too many trials failed</source>
        <translation>detenido: fallaron demasiadas pruebas</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="371"/>
        <source>the trial&apos;s job %1</source>
        <translation>el trabajo de la prueba %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyView</name>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="80"/>
        <source>Run study</source>
        <translation>Ejecutar estudio</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="81"/>
        <source>Run the study&apos;s trials on this machine, each a full local job.</source>
        <translation>Ejecutar las pruebas del estudio en esta máquina, cada una como un trabajo local completo.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="82"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="83"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="84"/>
        <source>Go on with the stopped study: finished trials are kept, interrupted ones run again.</source>
        <translation>Continuar con el estudio detenido: las pruebas terminadas se conservan y las interrumpidas se vuelven a ejecutar.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="86"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="88"/>
        <source>Filter trials</source>
        <translation>Filtrar pruebas</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="127"/>
        <source>Metric per trial</source>
        <translation>Métrica por prueba</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="128"/>
        <source>Parallel coordinates</source>
        <translation>Coordenadas paralelas</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="129"/>
        <source>Intermediate values</source>
        <translation>Valores intermedios</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="130"/>
        <source>Slice</source>
        <translation>Corte</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="206"/>
        <source>The job has no study: turn it on above.</source>
        <translation>El trabajo no tiene estudio: actívelo arriba.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="332"/>
        <source>Export trials</source>
        <translation>Exportar pruebas</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="334"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="339"/>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="359"/>
        <source>Vertex AI tuning job %1: </source>
        <translation>Trabajo de ajuste de Vertex AI %1: </translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="368"/>
        <source>No study run yet.</source>
        <translation>Todavía no se ha ejecutado ningún estudio.</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="397"/>
        <source>%1 / %2 trials done, %3 running, %4 failed, %5 elapsed</source>
        <translation>%1 / %2 pruebas terminadas, %3 en ejecución, %4 fallidas, %5 transcurrido</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="407"/>
        <source>, about %1 left</source>
        <translation>, quedan unos %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="374"/>
        <source>study %1</source>
        <translation>estudio %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Translations</name>
    <message>
        <location filename="../widgets/settings/translations.cpp" line="37"/>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialCurvesChart</name>
    <message>
        <location filename="../widgets/study/trialcurveschart.cpp" line="173"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialMetricChart</name>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="41"/>
        <location filename="../widgets/study/trialmetricchart.cpp" line="51"/>
        <source>trial</source>
        <translation>prueba</translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="42"/>
        <source>best so far</source>
        <translation>mejor hasta ahora</translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="43"/>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialSliceChart</name>
    <message>
        <location filename="../widgets/study/trialslicechart.cpp" line="37"/>
        <source>The parameter the metric is plotted against.</source>
        <translation>El parámetro con respecto al cual se representa la métrica.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialTableModel</name>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="105"/>
        <source>%1 (stopped early)</source>
        <translation>%1 (detenida antes de tiempo)</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="138"/>
        <source>Trial</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="140"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="144"/>
        <source>Duration (s)</source>
        <translation>Duración (s)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Validator</name>
    <message>
        <location filename="../models/validation/validator.cpp" line="186"/>
        <source>The job has no chief pool: worker pool 0 must be set, it runs the primary replica.</source>
        <translation>El trabajo no tiene grupo principal: hay que definir el grupo de trabajadores 0, que ejecuta la réplica principal.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="188"/>
        <source>Add the chief pool</source>
        <translation>Añadir el grupo principal</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="192"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation>El grupo principal debe tener exactamente una réplica, no %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="193"/>
        <location filename="../models/validation/validator.cpp" line="206"/>
        <location filename="../models/validation/validator.cpp" line="219"/>
        <location filename="../models/validation/validator.cpp" line="228"/>
        <location filename="../models/validation/validator.cpp" line="776"/>
        <source>Set the replica count to 1</source>
        <translation>Establecer el número de réplicas en 1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="204"/>
        <source>TensorFlow runs at most one evaluator; this job asks for %1.</source>
        <translation>TensorFlow ejecuta como máximo un evaluador; este trabajo pide %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="216"/>
        <source>The %1 pool is on but has no replicas, so it runs nothing: give it one or turn it off.</source>
        <translation>El grupo %1 está activado pero no tiene réplicas, así que no ejecuta nada: asígnele una o desactívelo.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="221"/>
        <source>Turn off the %1 pool</source>
        <translation>Desactivar el grupo %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="226"/>
        <source>The %1 pool has a negative replica count (%2).</source>
        <translation>El grupo %1 tiene un número de réplicas negativo (%2).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="255"/>
        <source>Rename it to %1</source>
        <translation>Cambiarle el nombre a %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="257"/>
        <source>&apos;%1&apos; is not an environment variable name: use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>&apos;%1&apos; no es un nombre de variable de entorno: use letras, dígitos y &apos;_&apos;, sin empezar por un dígito.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="292"/>
        <source>&apos;%1&apos; holds a NUL character (at character %2), which no program can be given: its arguments and environment end at the first NUL.</source>
        <translation>&apos;%1&apos; contiene un carácter NUL (en el carácter %2), que no se puede pasar a ningún programa: sus argumentos y su entorno terminan en el primer NUL.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="309"/>
        <source> with %1 × %2</source>
        <translation> con %1 × %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="311"/>
        <source>%1 is an AI Platform machine type, which Vertex AI does not take: use %2%3.</source>
        <translation>%1 es un tipo de máquina de AI Platform, que Vertex AI no admite: use %2%3.</translation>
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
        <translation>%1 incluye sus propias GPU (%2) y no admite configuración de aceleradores.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="321"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="324"/>
        <source>Remove the accelerator</source>
        <translation>Quitar el acelerador</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="340"/>
        <source>The %1 pool has no machine type.</source>
        <translation>El grupo %1 no tiene tipo de máquina.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="341"/>
        <source>%1 is not a machine type Vertex AI training takes.</source>
        <translation>%1 no es un tipo de máquina que admita el entrenamiento de Vertex AI.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="349"/>
        <location filename="../models/validation/validator.cpp" line="364"/>
        <source>Set the count to 0</source>
        <translation>Establecer el número en 0</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="357"/>
        <source>The %1 pool asks for %2 accelerators but names no accelerator type.</source>
        <translation>El grupo %1 pide %2 aceleradores, pero no indica ningún tipo de acelerador.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="362"/>
        <source>The accelerator count cannot be negative (%1).</source>
        <translation>El número de aceleradores no puede ser negativo (%1).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="377"/>
        <source>%1 is not an accelerator type of Vertex AI.</source>
        <translation>%1 no es un tipo de acelerador de Vertex AI.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="383"/>
        <source>%1 is the Compute Engine name; the job must name the accelerator %2.</source>
        <translation>%1 es el nombre de Compute Engine; el trabajo debe indicar el acelerador como %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="397"/>
        <source>%1 has reached end of life: no region offers it any more.</source>
        <translation>%1 llegó al fin de su vida útil: ya no lo ofrece ninguna región.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="401"/>
        <source>%1 reaches end of support on %2; plan to move to another GPU.</source>
        <translation>%1 llega al fin del soporte el %2; planifique el cambio a otra GPU.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="410"/>
        <location filename="../models/validation/validator.cpp" line="486"/>
        <source>Set the count to %1</source>
        <translation>Establecer el número en %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="414"/>
        <source>The %1 pool names %2 but asks for %3 of them.</source>
        <translation>El grupo %1 indica %2, pero pide %3 de ellos.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="445"/>
        <source>%1 carries %2, which has reached end of life: no region offers it any more.</source>
        <translation>%1 incluye %2, que llegó al fin de su vida útil: ya no lo ofrece ninguna región.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="450"/>
        <source>%1 carries %2, which reaches end of support on %3.</source>
        <translation>%1 incluye %2, que llega al fin del soporte el %3.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="469"/>
        <source>%1 does not take %2.</source>
        <translation>%1 no admite %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="491"/>
        <source>Use %1, which takes %2 × %3</source>
        <translation>Usar %1, que admite %2 × %3</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="498"/>
        <source>%1 × %2 is not valid on %3: allowed counts are %4</source>
        <translation>%1 × %2 no es válido en %3: las cantidades permitidas son %4</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="516"/>
        <source>pythonModule &apos;%1&apos; is the package&apos;s build script, not its trainer: name the module that trains, such as trainer.task.</source>
        <translation>pythonModule &apos;%1&apos; es el script de compilación del paquete, no su entrenador: indique el módulo que entrena, como trainer.task.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="521"/>
        <source>pythonModule &apos;%1&apos; names a file; the trainer runs as `python -m` with a module name such as trainer.task.</source>
        <translation>pythonModule &apos;%1&apos; indica un archivo; el entrenador se ejecuta como `python -m` con un nombre de módulo como trainer.task.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="523"/>
        <source>Write %1</source>
        <translation>Escribir %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="539"/>
        <source>The %1 pool runs nothing: give it a container image or a Python package.</source>
        <translation>El grupo %1 no ejecuta nada: asígnele una imagen de contenedor o un paquete de Python.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="548"/>
        <source>Use the chief&apos;s image</source>
        <translation>Usar la imagen del principal</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="551"/>
        <source>The %1 pool runs a container but names no image.</source>
        <translation>El grupo %1 ejecuta un contenedor, pero no indica ninguna imagen.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="576"/>
        <source>Use the chief&apos;s value</source>
        <translation>Usar el valor del principal</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="579"/>
        <source>The %1 pool runs a Python package and needs %2.</source>
        <translation>El grupo %1 ejecuta un paquete de Python y necesita %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="593"/>
        <source>A boot disk takes 100 to 64000 GB, not %1.</source>
        <translation>Un disco de arranque admite de 100 a 64000 GB, no %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="594"/>
        <source>Set the disk size to %1 GB</source>
        <translation>Establecer el tamaño del disco en %1 GB</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="609"/>
        <source>%1 is not a boot disk type; use one of %2.</source>
        <translation>%1 no es un tipo de disco de arranque; use uno de estos: %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="619"/>
        <location filename="../models/validation/validator.cpp" line="636"/>
        <source>Run in %1</source>
        <translation>Ejecutar en %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="638"/>
        <source>%1 is not a region of the catalog.</source>
        <translation>%1 no es una región del catálogo.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="649"/>
        <source>%1 does not offer %2 machines (%3).</source>
        <translation>%1 no ofrece máquinas %2 (%3).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="662"/>
        <source>%1 is not offered in %2.</source>
        <translation>%1 no se ofrece en %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="694"/>
        <source>No zone of %1 offers %2 together; all GPU types of one job must be in one zone.</source>
        <translation>Ninguna zona de %1 ofrece %2 a la vez; todos los tipos de GPU de un trabajo deben estar en una misma zona.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="738"/>
        <source>Set each worker&apos;s GPU count to %1</source>
        <translation>Establecer el número de GPU de cada trabajador en %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="742"/>
        <source>Set the chief&apos;s GPU count to %1</source>
        <translation>Establecer el número de GPU del principal en %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="746"/>
        <source>If this job trains with TensorFlow&apos;s MultiWorkerMirroredStrategy, it needs the same number of GPUs on the chief and every worker: the chief has %1, each worker %2.</source>
        <translation>Si este trabajo entrena con MultiWorkerMirroredStrategy de TensorFlow, necesita el mismo número de GPU en el principal y en cada trabajador: el principal tiene %1 y cada trabajador %2.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="768"/>
        <source>A TPU job runs a single worker pool with one replica: remove the %1 pool.</source>
        <translation>Un trabajo de TPU ejecuta un solo grupo de trabajadores con una réplica: quite el grupo %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="770"/>
        <source>Remove the %1 pool</source>
        <translation>Quitar el grupo %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="775"/>
        <source>A TPU job runs one replica, not %1.</source>
        <translation>Un trabajo de TPU ejecuta una réplica, no %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="790"/>
        <source>%1 is conditional on %2, which is not a parameter of the study.</source>
        <translation>%1 está condicionado a %2, que no es un parámetro del estudio.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="794"/>
        <source>%1 is conditional on %2, a DOUBLE parameter; a parent must be INTEGER, DISCRETE or CATEGORICAL.</source>
        <translation>%1 está condicionado a %2, un parámetro DOUBLE; un parámetro superior debe ser INTEGER, DISCRETE o CATEGORICAL.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="798"/>
        <source>%1 is conditional on %2 but names none of its values.</source>
        <translation>%1 está condicionado a %2, pero no indica ninguno de sus valores.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="802"/>
        <source>%1 is conditional on %2, and the conditions above it form a cycle: one parameter must be unconditional.</source>
        <translation>%1 depende de %2, y las condiciones por encima forman un ciclo: un parámetro debe ser incondicional.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="807"/>
        <source>%1 is conditional on %2, which is too deep: conditions nest at most %3 levels.</source>
        <translation>%1 depende de %2, lo que es demasiado profundo: las condiciones se anidan como máximo %3 niveles.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="828"/>
        <source>Parameter %1 needs an ID: the trainer receives it as --ID=value.</source>
        <translation>El parámetro %1 necesita un ID: el entrenador lo recibe como --ID=value.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="829"/>
        <source>Name it param%1</source>
        <translation>Llamarlo param%1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="833"/>
        <source>Parameter %1 is defined twice.</source>
        <translation>El parámetro %1 está definido dos veces.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="834"/>
        <source>Rename it %1_%2</source>
        <translation>Cambiarle el nombre a %1_%2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="845"/>
        <source>Parameter ID &apos;%1&apos; contains a space; Vertex takes IDs without whitespace.</source>
        <translation>El ID de parámetro &apos;%1&apos; contiene un espacio; Vertex acepta ID sin espacios en blanco.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="853"/>
        <source>Grid search takes only INTEGER, CATEGORICAL and DISCRETE parameters; %1 is DOUBLE.</source>
        <translation>La búsqueda en cuadrícula solo admite parámetros INTEGER, CATEGORICAL y DISCRETE; %1 es DOUBLE.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="855"/>
        <source>Use random search</source>
        <translation>Usar búsqueda aleatoria</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="860"/>
        <source>%1 uses a log scale, which needs a minimum above 0 (it is %2).</source>
        <translation>%1 usa una escala logarítmica, que necesita un mínimo mayor que 0 (es %2).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="862"/>
        <location filename="../models/validation/validator.cpp" line="983"/>
        <source>Use a linear scale</source>
        <translation>Usar una escala lineal</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="869"/>
        <source>%1 is an INTEGER parameter; its bounds (%2, %3) must be whole numbers.</source>
        <translation>%1 es un parámetro INTEGER; sus límites (%2, %3) deben ser números enteros.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="871"/>
        <source>Use %1 to %2</source>
        <translation>Usar de %1 a %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="874"/>
        <location filename="../models/validation/validator.cpp" line="884"/>
        <source>Set the maximum to %1</source>
        <translation>Establecer el máximo en %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="882"/>
        <source>%1: the minimum (%2) must be below the maximum (%3).</source>
        <translation>%1: el mínimo (%2) debe ser menor que el máximo (%3).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="891"/>
        <source>%1: a categorical parameter needs at least one value.</source>
        <translation>%1: un parámetro categórico necesita al menos un valor.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="896"/>
        <source>%1: a categorical parameter takes no scale.</source>
        <translation>%1: un parámetro categórico no admite escala.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="897"/>
        <source>Remove the scale</source>
        <translation>Quitar la escala</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="909"/>
        <source>At least one trial must run at a time (maxParallelTrials is %1).</source>
        <translation>Debe ejecutarse al menos una prueba a la vez (maxParallelTrials es %1).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="911"/>
        <source>Run 1 trial at a time</source>
        <translation>Ejecutar 1 prueba a la vez</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="917"/>
        <source>%1 parallel trials, but only %2 trials in all: at most %2 run at once.</source>
        <translation>%1 pruebas en paralelo, pero solo %2 pruebas en total: como máximo se ejecutan %2 a la vez.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="919"/>
        <source>Run %1 trials at a time</source>
        <translation>Ejecutar %1 pruebas a la vez</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="924"/>
        <source>A study needs at least one trial (maxTrials is %1).</source>
        <translation>Un estudio necesita al menos una prueba (maxTrials es %1).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="925"/>
        <source>Run 1 trial</source>
        <translation>Ejecutar 1 prueba</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="930"/>
        <source>The number of failed trials allowed cannot be negative (it is %1); 0 lets Vertex decide.</source>
        <translation>El número de pruebas fallidas permitidas no puede ser negativo (es %1); con 0 decide Vertex.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="932"/>
        <source>Let Vertex decide</source>
        <translation>Dejar que decida Vertex</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="939"/>
        <source>A study needs the id of the metric it optimises.</source>
        <translation>Un estudio necesita el ID de la métrica que optimiza.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="940"/>
        <source>Use the AI Platform default metric</source>
        <translation>Usar la métrica predeterminada de AI Platform</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="954"/>
        <source>%1: a discrete parameter needs at least one value.</source>
        <translation>%1: un parámetro discreto necesita al menos un valor.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="960"/>
        <source>%1 has %2 discrete values; at most 1000 are allowed.</source>
        <translation>%1 tiene %2 valores discretos; se permiten como máximo 1000.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="976"/>
        <source>%1: discrete values must be given in increasing order without repeats.</source>
        <translation>%1: los valores discretos deben indicarse en orden creciente y sin repeticiones.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="978"/>
        <source>Sort the values</source>
        <translation>Ordenar los valores</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="982"/>
        <source>%1 uses a log scale, which needs values above 0.</source>
        <translation>%1 usa una escala logarítmica, que necesita valores mayores que 0.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1036"/>
        <source>&apos;%1&apos; holds the placeholder %2, which the cloud takes literally: put the real value in its place.</source>
        <translation>&apos;%1&apos; contiene el marcador de posición %2, que la nube toma literalmente: ponga el valor real en su lugar.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1050"/>
        <source>The job has no display name; Vertex requires one (gcloud takes it with --display-name).</source>
        <translation>El trabajo no tiene nombre visible; Vertex exige uno (gcloud lo recibe con --display-name).</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="847"/>
        <location filename="../models/validation/validator.cpp" line="1052"/>
        <source>Name it %1</source>
        <translation>Llamarlo %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1056"/>
        <source>The display name has %1 characters; at most 128 are allowed.</source>
        <translation>El nombre visible tiene %1 caracteres; se permiten como máximo 128.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1058"/>
        <source>Shorten it to 128 characters</source>
        <translation>Acortarlo a 128 caracteres</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1065"/>
        <source>A job takes at most 64 labels, not %1.</source>
        <translation>Un trabajo admite como máximo 64 etiquetas, no %1.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1071"/>
        <source>Label key &apos;%1&apos; must start with a lowercase letter and hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation>La clave de etiqueta &apos;%1&apos; debe empezar por una letra minúscula y contener como máximo 64 letras minúsculas, dígitos, _ y -.</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1076"/>
        <source>The value of label &apos;%1&apos; may hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation>El valor de la etiqueta &apos;%1&apos; puede contener como máximo 64 letras minúsculas, dígitos, _ y -.</translation>
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
        <translation>Borrar pythonVersion</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1101"/>
        <source>pythonVersion &apos;%1&apos; is not a version such as 3.7 (broken quoting?)</source>
        <translation>pythonVersion &apos;%1&apos; no es una versión como 3.7 (¿comillas mal puestas?)</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1144"/>
        <source>Set the %1 replica count to %2</source>
        <translation>Establecer el número de réplicas del grupo %1 en %2</translation>
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
        <translation>El trabajo usa %1 a la vez; la cuota predeterminada es de %2 %3 (%4). Solicite más cuota antes de enviarlo o use menos réplicas.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJobName</name>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="30"/>
        <source>job %1: a numeric id needs --project and --region</source>
        <translation>trabajo %1: un ID numérico necesita --project y --region</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="39"/>
        <source>%1 is not a job: give projects/P/locations/R/customJobs/ID (or hyperparameterTuningJobs/ID), or a numeric id with --project and --region</source>
        <translation>%1 no es un trabajo: indique projects/P/locations/R/customJobs/ID (o hyperparameterTuningJobs/ID), o un ID numérico con --project y --region</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="50"/>
        <source>&apos;%1&apos; is not a region: regions are written like us-central1</source>
        <translation>&apos;%1&apos; no es una región: las regiones se escriben como us-central1</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="63"/>
        <source>&apos;%1&apos; is not a project ID: lower-case letters, digits and hyphens</source>
        <translation>&apos;%1&apos; no es un ID de proyecto: letras minúsculas, dígitos y guiones</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="66"/>
        <source>&apos;%1&apos; is not a kind of Vertex job</source>
        <translation>&apos;%1&apos; no es un tipo de trabajo de Vertex</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="68"/>
        <source>&apos;%1&apos; is not a job ID: job IDs are numbers</source>
        <translation>&apos;%1&apos; no es un ID de trabajo: los ID de trabajo son números</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJson</name>
    <message>
        <location filename="../models/formats/restjson.cpp" line="39"/>
        <source>JSON syntax error: %1</source>
        <translation>error de sintaxis JSON: %1</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="244"/>
        <source>the file is %1 MiB; a Vertex job file is at most %2 MiB</source>
        <translation>el archivo ocupa %1 MiB; un archivo de trabajo de Vertex ocupa como máximo %2 MiB</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="253"/>
        <source>objects and lists nest more than %1 levels deep here; a Vertex job is about 8 levels deep</source>
        <translation>aquí los objetos y las listas se anidan a más de %1 niveles de profundidad; un trabajo de Vertex tiene unos 8 niveles</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="262"/>
        <source>the number %1 is beyond what JSON readers hold (a double, up to about 1.8e308)</source>
        <translation>el número %1 supera lo que admiten los lectores de JSON (un double, hasta aproximadamente 1.8e308)</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="279"/>
        <source>%1 is given twice, at %2:%3 and here; the value here is the one read</source>
        <translation>%1 aparece dos veces, en %2:%3 y aquí; se lee el valor de aquí</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="280"/>
        <source>%1 is given %4 times, first at %2:%3; the value here, the last, is the one read</source>
        <translation>%1 aparece %4 veces, la primera en %2:%3; el valor de aquí, el último, es el que se lee</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="282"/>
        <source>%1 is given %4 times, first at %2:%3; the value here is not read, the last one is</source>
        <translation>%1 aparece %4 veces, la primera en %2:%3; el valor de aquí no se lee, se lee el último</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJsonReader</name>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="74"/>
        <source>a Vertex job must be a JSON object, not %1</source>
        <translation>un trabajo de Vertex debe ser un objeto JSON, no %1</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="87"/>
        <source>not a Vertex CustomJob (no &apos;jobSpec&apos;), HyperparameterTuningJob (no &apos;studySpec&apos; or &apos;trialJobSpec&apos;) or CustomJobSpec (no &apos;workerPoolSpecs&apos;)</source>
        <translation>no es un CustomJob de Vertex (no hay &apos;jobSpec&apos;), un HyperparameterTuningJob (no hay &apos;studySpec&apos; ni &apos;trialJobSpec&apos;) ni un CustomJobSpec (no hay &apos;workerPoolSpecs&apos;)</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="164"/>
        <source>%1 must be a list of worker pools, not %2</source>
        <translation>%1 debe ser una lista de grupos de trabajadores, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="170"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this one has %2</source>
        <translation>un trabajo tiene como máximo %1 grupos de trabajadores (principal, trabajadores, servidores de parámetros, evaluadores); este tiene %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="222"/>
        <location filename="../models/formats/restjsonreader.cpp" line="229"/>
        <source>a worker pool has either containerSpec or pythonPackageSpec, not both</source>
        <translation>un grupo de trabajadores tiene containerSpec o pythonPackageSpec, no ambos</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="386"/>
        <location filename="../models/formats/restjsonreader.cpp" line="398"/>
        <location filename="../models/formats/restjsonreader.cpp" line="508"/>
        <location filename="../models/formats/restjsonreader.cpp" line="553"/>
        <source>%1 must be a list, not %2</source>
        <translation>%1 debe ser una lista, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="391"/>
        <source>hyperparameter tuning optimises one metric: only the first of %1 metrics is kept</source>
        <translation>el ajuste de hiperparámetros optimiza una sola métrica: de las %1 métricas solo se conserva la primera</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="476"/>
        <source>a parameter has exactly one of doubleValueSpec, integerValueSpec, categoricalValueSpec and discreteValueSpec</source>
        <translation>un parámetro tiene exactamente uno de doubleValueSpec, integerValueSpec, categoricalValueSpec y discreteValueSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="501"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation>el parámetro &apos;%1&apos; necesita uno de doubleValueSpec, integerValueSpec, categoricalValueSpec o discreteValueSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="540"/>
        <source>%1 is for a %2 parent; &apos;%3&apos; is %4</source>
        <translation>%1 es para un parámetro superior %2; &apos;%3&apos; es %4</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="570"/>
        <source>a conditional parameter of &apos;%1&apos; needs exactly one of parentDiscreteValues, parentIntValues or parentCategoricalValues</source>
        <translation>un parámetro condicional de &apos;%1&apos; necesita exactamente uno de parentDiscreteValues, parentIntValues o parentCategoricalValues</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="574"/>
        <source>a conditional parameter of &apos;%1&apos; needs a parameterSpec</source>
        <translation>un parámetro condicional de &apos;%1&apos; necesita un parameterSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="621"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it: it is left out when the job is written again</source>
        <translation>&apos;%1&apos; es válido, pero Poolcraft no lo conserva: se omite cuando el trabajo se vuelve a escribir</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="626"/>
        <source>unknown field &apos;%1&apos; is ignored</source>
        <translation>se ignora el campo desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="634"/>
        <source>%1 must be an object, not %2</source>
        <translation>%1 debe ser un objeto, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="643"/>
        <source>%1 must be a string, not %2</source>
        <translation>%1 debe ser una cadena, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="675"/>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 debe ser un número entero, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="681"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation>%1 es %2, fuera de %3..%4</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="698"/>
        <source>%1 must be a number, not %2</source>
        <translation>%1 debe ser un número, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="707"/>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 debe ser true o false, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="715"/>
        <source>%1 must be a list of strings, not %2</source>
        <translation>%1 debe ser una lista de cadenas, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="732"/>
        <source>%1 must be a list of numbers, not %2</source>
        <translation>%1 debe ser una lista de números, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="748"/>
        <source>%1 must be a list of {&quot;name&quot;, &quot;value&quot;} objects, not %2</source>
        <translation>%1 debe ser una lista de objetos {&quot;name&quot;, &quot;value&quot;}, no %2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="768"/>
        <source>environment variable %1 has no name</source>
        <translation>la variable de entorno %1 no tiene nombre</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="796"/>
        <source>%1 must be a duration in seconds such as &quot;7200s&quot;, not &quot;%2&quot;</source>
        <translation>%1 debe ser una duración en segundos como &quot;7200s&quot;, no &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="812"/>
        <source>%1: enum values are upper case: &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>%1: los valores de enumeración van en mayúsculas: &quot;%2&quot;, no &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="818"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: &quot;%2&quot; no es uno de %3</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="879"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="880"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="881"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="882"/>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="883"/>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="886"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="887"/>
        <source>a binary value</source>
        <translation>un valor binario</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexLaunchDialog</name>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="40"/>
        <source>Launch on Vertex AI</source>
        <translation>Iniciar en Vertex AI</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="41"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="44"/>
        <source>Run on Vertex AI</source>
        <translation>Ejecutar en Vertex AI</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="48"/>
        <source>Job:</source>
        <translation>Trabajo:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="48"/>
        <source>(no display name)</source>
        <translation>(sin nombre visible)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="50"/>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="51"/>
        <source>Hyperparameter tuning job: %1 trials, %2 at once</source>
        <translation>Trabajo de ajuste de hiperparámetros: %1 pruebas, %2 a la vez</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="54"/>
        <source>Custom job</source>
        <translation>Trabajo personalizado</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="56"/>
        <source>none set: the job will be refused</source>
        <translation>sin definir: el trabajo se rechazará</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="57"/>
        <source>Region:</source>
        <translation>Región:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="58"/>
        <source>Project:</source>
        <translation>Proyecto:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="59"/>
        <source>from gcloud&apos;s configuration</source>
        <translation>de la configuración de gcloud</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="61"/>
        <source>Estimated cost:</source>
        <translation>Coste estimado:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Pool</source>
        <translation>Grupo</translation>
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
        <translation>Imagen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="82"/>
        <source>REST body sent to %1:</source>
        <translation>Cuerpo REST enviado a %1:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="89"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="121"/>
        <source>none</source>
        <translation>ninguno</translation>
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
        <translation>precio desconocido</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="149"/>
        <source>%1 per trial; %2 with %3 trials at once</source>
        <translation>%1 por prueba; %2 con %3 pruebas a la vez</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="160"/>
        <source>unknown: %1 is not a region of the catalog</source>
        <translation>desconocido: %1 no es una región del catálogo</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexSubmission</name>
    <message>
        <location filename="../app/cloud/vertexsubmission.cpp" line="54"/>
        <source>which project and region? Set them in the job, the settings or with --project and --region</source>
        <translation>¿qué proyecto y qué región? Defínalos en el trabajo, en la configuración o con --project y --region</translation>
    </message>
</context>
<context>
    <name>Poolcraft::WelcomePage</name>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="80"/>
        <source>&lt;h2&gt;Welcome to Poolcraft&lt;/h2&gt;Compose distributed training jobs under the cloud&apos;s rules, run them on this machine, and export what Vertex AI takes.</source>
        <translation>&lt;h2&gt;Le damos la bienvenida a Poolcraft&lt;/h2&gt;Componga trabajos de entrenamiento distribuido según las reglas de la nube, ejecútelos en esta máquina y exporte lo que admite Vertex AI.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="100"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="111"/>
        <source>Open the example &amp;job</source>
        <translation>Abrir el &amp;trabajo de ejemplo</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="112"/>
        <source>A small PyTorch network on scikit-learn&apos;s digits: a chief and two workers over gloo. Press F5 to run it here (needs python3-torch and python3-sklearn).</source>
        <translation>Una pequeña red de PyTorch con el conjunto digits de scikit-learn: un principal y dos trabajadores sobre gloo. Pulse F5 para ejecutarla aquí (necesita python3-torch y python3-sklearn).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="115"/>
        <source>Open the example &amp;study</source>
        <translation>Abrir el &amp;estudio de ejemplo</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="116"/>
        <source>The same trainer with a Bayesian search over learning rate, momentum and hidden units, maximising accuracy (6 trials, 2 at a time).</source>
        <translation>El mismo entrenador con una búsqueda bayesiana sobre la tasa de aprendizaje, el momento y las unidades ocultas, maximizando la exactitud (6 pruebas, 2 a la vez).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="119"/>
        <source>&amp;Open a config.yaml…</source>
        <translation>&amp;Abrir un config.yaml…</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="120"/>
        <source>Reads %1. An AI Platform job is converted to Vertex AI when exported; files can also be dropped on the window.</source>
        <translation>Lee %1. Un trabajo de AI Platform se convierte a Vertex AI al exportarlo; también se pueden soltar archivos en la ventana.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>&amp;New job</source>
        <translation>&amp;Nuevo trabajo</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>An empty job with one chief.</source>
        <translation>Un trabajo vacío con un principal.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="140"/>
        <location filename="../widgets/welcome/welcomepage.cpp" line="144"/>
        <source>Recent files</source>
        <translation>Archivos recientes</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="149"/>
        <source>Files you open or save are listed here.</source>
        <translation>Aquí aparecen los archivos que abra o guarde.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="158"/>
        <source>Cloud set-up</source>
        <translation>Configuración de la nube</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="166"/>
        <source>Check &amp;again</source>
        <translation>&amp;Volver a comprobar</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="168"/>
        <source>Cloud &amp;Settings…</source>
        <translation>&amp;Configuración de la nube…</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="203"/>
        <source>Credentials: the key file %1 (GOOGLE_APPLICATION_CREDENTIALS, type %2).</source>
        <translation>Credenciales: el archivo de clave %1 (GOOGLE_APPLICATION_CREDENTIALS, tipo %2).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="207"/>
        <source>Credentials: gcloud&apos;s application default credentials in %1 (type %2).</source>
        <translation>Credenciales: las credenciales predeterminadas de la aplicación de gcloud en %1 (tipo %2).</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="211"/>
        <source>Credentials: gcloud&apos;s account %1, through %2.</source>
        <translation>Credenciales: la cuenta de gcloud %1, mediante %2.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="216"/>
        <source>Credentials: none found. To launch on Vertex AI, install the Google Cloud CLI and run %1, or create a service-account key and set %2 to its file.</source>
        <translation>Credenciales: no se encontró ninguna. Para iniciar trabajos en Vertex AI, instale Google Cloud CLI y ejecute %1, o cree una clave de cuenta de servicio y defina %2 con su archivo.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="225"/>
        <source>Project: none set. A job names its own; otherwise run %1 or set %2.</source>
        <translation>Proyecto: no hay ninguno definido. Cada trabajo indica el suyo; si no, ejecute %1 o defina %2.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="229"/>
        <source>Project: %1 (from %2), used when a job names none.</source>
        <translation>Proyecto: %1 (de %2); se usa cuando un trabajo no indica ninguno.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="233"/>
        <source>gcloud is not installed; Poolcraft does not need it to run jobs here.</source>
        <translation>gcloud no está instalado; Poolcraft no lo necesita para ejecutar trabajos aquí.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="234"/>
        <source>gcloud: %1.</source>
        <translation>gcloud: %1.</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="235"/>
        <source>Running on this machine, validating and exporting need none of this.</source>
        <translation>Para ejecutar en esta máquina, validar y exportar no hace falta nada de esto.</translation>
    </message>
</context>
</TS>
