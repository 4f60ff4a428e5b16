<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Poolcraft::Catalog</name>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="94"/>
        <source>a key must be plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="99"/>
        <source>unknown key &apos;%1&apos; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="108"/>
        <source>%1 must be a mapping of keys to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="116"/>
        <source>%1 must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="125"/>
        <location filename="../models/catalog/catalogloader.cpp" line="141"/>
        <location filename="../models/catalog/catalogloader.cpp" line="697"/>
        <source>&apos;%1&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="129"/>
        <source>&apos;%1&apos; must be non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="150"/>
        <source>&apos;%1&apos; must be %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="152"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="152"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="154"/>
        <source>a structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="158"/>
        <source>&apos;%1&apos; must not be negative (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="168"/>
        <location filename="../models/catalog/catalogloader.cpp" line="414"/>
        <source>source &apos;%1&apos; is not listed under &apos;sources&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="182"/>
        <source>flavour must be &apos;vertex&apos; or &apos;aiPlatform&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="193"/>
        <source>each source is a key and a non-empty description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="206"/>
        <source>an accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="218"/>
        <source>kind must be &apos;gpu&apos; or &apos;tpu&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="225"/>
        <source>lifecycle must be &apos;current&apos;, &apos;endOfSupport&apos; or &apos;endOfLife&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="233"/>
        <source>accelerator &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="237"/>
        <source>a catalog holds at most 64 accelerator types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="252"/>
        <source>a machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="264"/>
        <source>machine type &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="278"/>
        <source>a count rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="286"/>
        <source>unknown machine type &apos;%1&apos; in a count rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="290"/>
        <source>unknown accelerator &apos;%1&apos; in a count rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="294"/>
        <source>&apos;counts&apos; must be a non-empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="300"/>
        <source>a count must be a whole number from 1 to 4096</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="302"/>
        <source>counts must be increasing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="325"/>
        <source>a GPU cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="331"/>
        <location filename="../models/catalog/catalogloader.cpp" line="359"/>
        <location filename="../models/catalog/catalogloader.cpp" line="500"/>
        <location filename="../models/catalog/catalogloader.cpp" line="597"/>
        <source>unknown accelerator &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="347"/>
        <source>a legacy machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="355"/>
        <location filename="../models/catalog/catalogloader.cpp" line="393"/>
        <source>unknown machine type &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="377"/>
        <source>a scale tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="408"/>
        <source>each rule is a rule id and a source key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="426"/>
        <source>cannot read the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="431"/>
        <source>the table is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="447"/>
        <source>&apos;%1&apos; is not a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="461"/>
        <source>a zone row needs a zone and a region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="494"/>
        <location filename="../models/catalog/catalogloader.cpp" line="538"/>
        <source>region &apos;%1&apos; is not in the zone table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="517"/>
        <source>zone &apos;%1&apos; is not in the zone table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="548"/>
        <source>&apos;%1&apos; must be a number that is not negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="649"/>
        <location filename="../models/catalog/catalogloader.cpp" line="751"/>
        <source>the catalog file is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="660"/>
        <source>binary data (a NUL byte): not a YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="676"/>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="683"/>
        <source>a catalog file is a YAML mapping with &apos;version&apos;, &apos;sources&apos;, &apos;accelerators&apos;, &apos;machineTypes&apos; and &apos;countRules&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="691"/>
        <source>catalog version %1 is not supported (this Poolcraft reads version 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="723"/>
        <source>unexpected structure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="745"/>
        <source>cannot read the catalog file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogArguments</name>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="25"/>
        <source>--flavour takes &apos;vertex&apos; or &apos;ai-platform&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="35"/>
        <source>the catalog file %1 was refused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogBrowser</name>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="29"/>
        <source>&amp;Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="31"/>
        <source>All regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="34"/>
        <source>Region filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="35"/>
        <source>Show only what the region offers, with its prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="36"/>
        <source>&amp;Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="38"/>
        <source>A100, n1-standard, g2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="40"/>
        <source>Text filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="58"/>
        <source>Price per GPU is the region&apos;s list price per hour, or the lowest of all regions when none is picked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="62"/>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="66"/>
        <source>Prices and availability: %1. Price per GPU is the region&apos;s list price per hour, or the lowest of all regions when none is picked.</source>
        <translation>Precios y disponibilidad: %1. El precio por GPU es el precio de lista por hora de la región, o el más bajo de todas las regiones si no se elige ninguna.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogChoices</name>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="73"/>
        <source>%1 has reached end of life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="81"/>
        <source>%1 does not take %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="82"/>
        <source>%1 does not take %2; machine types that do: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="85"/>
        <source>%1 reaches end of support on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="170"/>
        <source>No catalog is loaded: machine types, GPUs and regions cannot be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="193"/>
        <source>%1 (not in catalog)</source>
        <translation>%1 (no está en el catálogo)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="194"/>
        <source>The catalog does not list %1, so its limits cannot be checked.</source>
        <translation>El catálogo no incluye %1, así que sus límites no se pueden comprobar.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="197"/>
        <source>%1 (AI Platform)</source>
        <translation>%1 (AI Platform)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="199"/>
        <source>AI Platform&apos;s %1 is %2.</source>
        <translation>%1 de AI Platform es %2.</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="200"/>
        <source>AI Platform&apos;s %1 is %2 with %3 × %4.</source>
        <translation>%1 de AI Platform es %2 con %3 × %4.</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogTableModel</name>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="50"/>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="56"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="57"/>
        <source>$%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="73"/>
        <source>Machine type</source>
        <translation>Tipo de máquina</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="74"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="75"/>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="76"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="77"/>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="78"/>
        <source>Valid counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="79"/>
        <source>Price per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="80"/>
        <source>Regions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudClient</name>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="51"/>
        <source>no access token from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="86"/>
        <location filename="../app/cloud/cloudclient.cpp" line="115"/>
        <source>cancelled</source>
        <translation type="unfinished">cancelada</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="102"/>
        <source>cannot reach %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="105"/>
        <source>%1 (after %2 attempts)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudEndpoints</name>
    <message>
        <location filename="../app/cloud/endpoints.cpp" line="37"/>
        <source>%1: only https:// endpoints are used, or http:// to this machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudSetup</name>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="74"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS names %1, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="77"/>
        <location filename="../app/cloud/cloudsetup.cpp" line="84"/>
        <source>%1 is not a credentials file (a JSON object with a &quot;type&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="94"/>
        <source>CLOUDSDK_CORE_PROJECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="97"/>
        <source>gcloud configuration “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::Credentials</name>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="69"/>
        <source>token endpoint %1: only https://, or http:// to this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="80"/>
        <source>cannot reach the token endpoint %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="85"/>
        <source>the token endpoint refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="94"/>
        <source>the token endpoint answered without a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="112"/>
        <source>service account %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="131"/>
        <source>the private key of %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="160"/>
        <source>user credentials (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="192"/>
        <source>gcloud&apos;s active account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="193"/>
        <source>gcloud account %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="206"/>
        <source>`gcloud auth print-access-token` did not answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="211"/>
        <source>`gcloud auth print-access-token` failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="238"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="245"/>
        <source>%1 is not JSON (at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="253"/>
        <source>%1: credentials of type &quot;%2&quot; are not supported (service_account and authorized_user are)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="266"/>
        <source>%1: %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="275"/>
        <source>the setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="281"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="282"/>
        <source>Application Default Credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="289"/>
        <source>gcloud is not on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="290"/>
        <source>no Google Cloud credentials: %1. Set one up with `gcloud auth application-default login`, or point GOOGLE_APPLICATION_CREDENTIALS at a service-account key file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::CsvTable</name>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="54"/>
        <location filename="../models/catalog/csvtable.cpp" line="117"/>
        <source>the header must be &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="62"/>
        <location filename="../models/catalog/csvtable.cpp" line="125"/>
        <source>expected %1 columns, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="70"/>
        <location filename="../models/catalog/csvtable.cpp" line="187"/>
        <source>the table is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="86"/>
        <source>binary data (a NUL byte) in a text table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="170"/>
        <source>text after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="179"/>
        <source>the file ends inside a quoted cell</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::DiagnosticsPanel</name>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="24"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="45"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="45"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="45"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="45"/>
        <source>Fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="49"/>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="50"/>
        <source>Double-click or press Enter on a problem to go to its field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="88"/>
        <source>%1
Source: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="95"/>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="96"/>
        <source>Sets %1 to %2 (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="109"/>
        <source>No problems: the job is ready to export or run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="111"/>
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="112"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::EditNames</name>
    <message>
        <location filename="../app/document/undocommands.cpp" line="80"/>
        <source>machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="82"/>
        <source>accelerator type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="84"/>
        <source>accelerator count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="85"/>
        <source>replica count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="86"/>
        <source>container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="88"/>
        <source>executor image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="90"/>
        <source>Python module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="91"/>
        <source>boot disk type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="92"/>
        <source>boot disk size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="106"/>
        <source>Set region to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="108"/>
        <source>Set display name to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="110"/>
        <source>Set project to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="114"/>
        <source>Set %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="118"/>
        <source>Turn on the %1 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="119"/>
        <source>Turn off the %1 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="121"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="122"/>
        <source>Set %1 %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::ExampleFiles</name>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="43"/>
        <source>Could not copy the example to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="50"/>
        <source>The example %1 is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::ExportText</name>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="29"/>
        <source>Vertex YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="30"/>
        <source>AI Platform YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="31"/>
        <source>REST JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="32"/>
        <source>gcloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="41"/>
        <source>config.yaml for gcloud ai custom-jobs create --config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="43"/>
        <source>config.yaml for gcloud ai-platform jobs submit training --config (retired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="44"/>
        <source>CustomJob body for the Vertex AI REST API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="45"/>
        <source>gcloud ai custom-jobs create command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="54"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="55"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="56"/>
        <source>Shell scripts (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="81"/>
        <source>Poolcraft job (*.poolcraft.yaml *.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="82"/>
        <source>Vertex config.yaml (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="83"/>
        <source>Vertex hp-tuning config.yaml (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="84"/>
        <source>AI Platform config.yaml (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="85"/>
        <source>Vertex REST JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="86"/>
        <source>gcloud command (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="89"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::Formats</name>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="92"/>
        <source>tpuTfVersion is not kept; Vertex TPU jobs choose the version through the container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="126"/>
        <source>&apos;%1&apos; is not a parameter type; read as DOUBLE (the types are DOUBLE, INTEGER, CATEGORICAL and DISCRETE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="128"/>
        <source>Write DOUBLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="132"/>
        <source>&apos;%1&apos; is not a parameter type (DOUBLE, INTEGER, CATEGORICAL or DISCRETE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="164"/>
        <source>a parameter needs a parameterName</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="167"/>
        <source>parameter &apos;%1&apos; needs a type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="177"/>
        <source>%1 of an INTEGER parameter must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="194"/>
        <source>%1: 0 means &apos;not set&apos;, so the service uses 1; write the number you mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="196"/>
        <source>Set it to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="253"/>
        <source>hyperparameters has no params: there is nothing to tune (is params indented under hyperparameters?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="268"/>
        <source>pythonVersion &apos;%1&apos; is not a version such as 3.7 (broken quoting?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="369"/>
        <source>scheduling.priority is not kept; Vertex has no job priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="377"/>
        <source>unknown key &apos;params&apos; in trainingInput is ignored (it belongs under hyperparameters: indent it one level deeper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="381"/>
        <source>enableWebAccess is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="384"/>
        <source>encryptionConfig is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="534"/>
        <source>the top-level keys are indented by %1 space(s); check that nothing was lost when the file was pasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="14"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it; it will be missing from files written from this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="35"/>
        <source>&apos;%1&apos; is the Compute Engine name; Vertex (and gcloud) want the enum name &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="37"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="443"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="455"/>
        <source>Write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="144"/>
        <source>%1 has both containerSpec and pythonPackageSpec; a pool runs one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="168"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); pool %2 and later are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="175"/>
        <source>%1 must be a mapping, not a single value or list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="56"/>
        <source>defaultValue is only for Vertex AI Vizier; hyperparameter tuning jobs ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="90"/>
        <source>conditional parameters are not kept by Poolcraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="96"/>
        <source>a parameter needs a parameterId</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="99"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="103"/>
        <source>parameter &apos;%1&apos; has more than one value spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="162"/>
        <source>only the first metric is kept; Poolcraft studies optimise one metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="209"/>
        <source>observationNoise is not supported by hyperparameter tuning jobs and is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="117"/>
        <source>not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="130"/>
        <source>not a job config Poolcraft knows: expected trainingInput (AI Platform), workerPoolSpecs (Vertex custom job), studySpec and trialJobSpec (Vertex hp-tuning) or poolcraft (job document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="133"/>
        <source>not a job config: the file must hold a mapping of keys to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="152"/>
        <source>the CustomJobSpec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="180"/>
        <source>the job has no display name: gcloud refuses --display-name=&apos;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="185"/>
        <source>gcloud&apos;s --config takes no skipped worker pool and the %1 pool (%2) is skipped: export as vertex-json and send it to the REST API, or give that pool a machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="200"/>
        <source>the %1 pool names no container image or Python package: gcloud refuses the script until it has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="248"/>
        <source>gcloud command lines cannot be read by this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="260"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="273"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="302"/>
        <source>the project is not written; give it when you submit the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="305"/>
        <source>the region (%1) is not written; give it with --region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="309"/>
        <source>the local command is kept only in Poolcraft job documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="312"/>
        <source>the display name is not part of this format; give it with --display-name (or as the job id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="316"/>
        <source>labels are not part of this format; give them with --labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="319"/>
        <source>the study (%1 parameters) is not written: a custom job has no study; export as hptuning-yaml or vertex-json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="335"/>
        <source>AI Platform settings are not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="343"/>
        <source>pool %1 (%2) is switched off; its settings are not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="352"/>
        <source>environment variables of pool %1 are not written: AI Platform has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="355"/>
        <source>the TPU topology of pool %1 is not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="359"/>
        <source>the executor image of pool %1 is not written: AI Platform picks it from runtimeVersion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="366"/>
        <source>pool %1 runs another package or arguments than the chief; AI Platform runs one package for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="370"/>
        <source>pool %1 runs a different kind of task than the chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="378"/>
        <source>restartJobOnWorkerRestart, disableRetries and strategy are not part of AI Platform scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="382"/>
        <source>baseOutputDirectory is not written (AI Platform uses jobDir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="385"/>
        <source>BEST_MEASUREMENT is not part of AI Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="389"/>
        <source>resumePreviousJobId is AI Platform only and is not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/poolcraftyaml.cpp" line="24"/>
        <source>this job document is version %1; this Poolcraft reads version %2: some settings may be missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="87"/>
        <source>the file is %1 MiB; config files above %2 MiB are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="105"/>
        <source>the file holds a NUL byte: it is binary, not a text config file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="117"/>
        <source>byte 0x%1 is not valid UTF-8; save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="200"/>
        <source>values are nested more than %1 levels deep; a job config never is, so the file is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="208"/>
        <source>the file holds more than %1 keys and values; a job config holds a few hundred, so the file is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="150"/>
        <source>the file expands to more than %1 values (aliases referring to aliases?); reading stopped there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="158"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="160"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="162"/>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="163"/>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="173"/>
        <source>%1 must be a mapping of keys to values, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="184"/>
        <source>%1 must be a list, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="205"/>
        <source>a key in %1 must be a plain name, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="212"/>
        <source>keys with underscore are invalid: write &apos;%1&apos; as &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="213"/>
        <source>Rename to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="221"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="222"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored (did you mean &apos;%3&apos;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="229"/>
        <source>&apos;%1&apos; appears twice in %2; the last one counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="244"/>
        <source>&apos;%1&apos; in %2 looks like a shell variable that was never expanded (envsubst); the cloud would take it literally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="254"/>
        <source>%1 must be a text value, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="270"/>
        <source>%1 must be a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="285"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="290"/>
        <source>%1 is %2; it must be between %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="303"/>
        <source>%1 must be a number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="318"/>
        <source>%1 must be a finite number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="339"/>
        <source>%1 must be true or false, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="398"/>
        <source>an environment variable needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="417"/>
        <source>a key in %1 must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="442"/>
        <source>&apos;%1&apos; should be written &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="450"/>
        <source>&apos;%1&apos; is not a valid value for %2 (one of: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="452"/>
        <source>&apos;%1&apos; is not a valid value for %2 (did you mean &apos;%3&apos;?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudReader</name>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="114"/>
        <source>the text has %1 characters; a command line is at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="126"/>
        <source>only the first command is read; the rest is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="151"/>
        <source>there is no gcloud command here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="158"/>
        <source>expected a gcloud command, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="202"/>
        <source>&apos;gcloud %1&apos; is not a command that creates a training job (expected &apos;ai custom-jobs create&apos;, &apos;ai hp-tuning-jobs create&apos; or &apos;ai-platform jobs submit training&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="223"/>
        <source>&apos;gcloud ai-platform jobs submit training&apos; needs the job name (JOB) after &apos;training&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="258"/>
        <source>unexpected argument &apos;%1&apos; is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="270"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="278"/>
        <source>unknown flag %1 is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="283"/>
        <source>%1 takes no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="393"/>
        <source>--config %1: the job spec in that file is not part of this command line; open the file itself to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="423"/>
        <source>%1 is valid but Poolcraft does not keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="433"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this is --worker-pool-spec number %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="489"/>
        <source>%1: gcloud builds a container from local code here; Poolcraft does not keep &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="493"/>
        <source>--worker-pool-spec has no key &apos;%1&apos; (gcloud rejects it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="506"/>
        <source>--worker-pool-spec needs machine-type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="525"/>
        <source>--algorithm must be algorithm-unspecified, grid-search or random-search, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="574"/>
        <source>--scale-tier must be one of %1, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="591"/>
        <source>%1 is valid but Poolcraft does not keep it (gcloud packages and uploads local code; give the uploaded package with --packages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="621"/>
        <source>%1 takes type and count, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="627"/>
        <source>%1 needs both type= and count= (for example type=nvidia-tesla-t4,count=2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="638"/>
        <source>&apos;%1&apos; is not an accelerator type gcloud knows (for example nvidia-tesla-t4 or NVIDIA_TESLA_T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="698"/>
        <source>&apos;gcloud ai custom-jobs create&apos; needs --worker-pool-spec or --config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="724"/>
        <source>a machine type is given for the %1 but no count: the pool is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="748"/>
        <source>neither --module-name nor --master-image-uri: the job has nothing to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="796"/>
        <source>%1 expects KEY=VALUE pairs separated by commas; &apos;%2&apos; is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="813"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="818"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudWriter</name>
    <message>
        <location filename="../models/formats/gcloudcommand.cpp" line="64"/>
        <source># The whole job: its config is written by the here-document below, then gcloud reads it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::GoogleError</name>
    <message>
        <location filename="../app/cloud/googleerror.cpp" line="45"/>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/googleerror.cpp" line="51"/>
        <source> (missing permission %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::HistoryStore</name>
    <message>
        <location filename="../app/history/historystore.cpp" line="341"/>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="348"/>
        <source>%1 has schema %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="363"/>
        <source>Cannot create folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="372"/>
        <source>%1 was written by a newer Poolcraft (schema %2, this one reads %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="425"/>
        <source>Poolcraft ended while the run was live.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::InputFile</name>
    <message>
        <location filename="../models/core/inputfile.cpp" line="20"/>
        <source>is a directory, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="22"/>
        <source>is a FIFO (named pipe), not a file; give a regular file, or &quot;-&quot; and pipe it to standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="25"/>
        <source>is a device, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="27"/>
        <source>is a socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="28"/>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="36"/>
        <source>no such file; its name is not valid UTF-8, which Poolcraft cannot pass on (rename the file)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobDocument</name>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="69"/>
        <source>chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="70"/>
        <source>workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="71"/>
        <source>parameter servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="72"/>
        <source>evaluators</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobEditDocument</name>
    <message>
        <location filename="../app/document/jobeditdocument.cpp" line="29"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::LaunchPlan</name>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="91"/>
        <source>The job asks for %1 GPUs but this machine has none: it runs on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="107"/>
        <source>The job needs %1 GPUs in all but this machine has %2; lower the replica or accelerator counts to run it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="129"/>
        <source>set the job&apos;s local command or pass one after `--`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="133"/>
        <source>it runs a Python package, which only Vertex installs; to run it here, %1 (for example &quot;python3 -m %2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="137"/>
        <source>it has no container image; give it one, or %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="153"/>
        <source>The job has no local command, so workerpool%1 (%2) would run in a container, but %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="203"/>
        <source>Docker cannot mount %1: its path has a &apos;:&apos;; choose another run folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="211"/>
        <source>The job runs in containers (it has no local command) but no Docker engine answers (%1). The docker commands are shown so they can be run elsewhere; or set a local command to run the trainer without Docker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="359"/>
        <source>there is no docker program (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="365"/>
        <source>`docker info` did not answer within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="374"/>
        <source>`docker info` failed with exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="465"/>
        <source>The job has no local command: say how the trainer runs on this machine (for example &quot;python3 train.py&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="471"/>
        <source>The job has no chief pool (workerPoolSpecs[0]); there is nothing to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="475"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="486"/>
        <location filename="../app/launch/launchplan.cpp" line="496"/>
        <source>%1 replicas cannot run on one machine; the local launcher runs at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="504"/>
        <source>No free loopback ports for the replicas.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::LegacyConversion</name>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="64"/>
        <source>scale tier %1 is not in the catalog; set the pools by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="68"/>
        <source>a chief (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="72"/>
        <source>, %1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="77"/>
        <source>scale tier %1 became %2; Vertex has no scale tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="105"/>
        <source>the TPU worker (%1) and the %2 master became one pool with one replica on %1: Vertex runs a TPU job on a single machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="107"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="123"/>
        <source>pool %1 named accelerator %2 on legacy type %3, which carries its own; the legacy type&apos;s GPUs are used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="133"/>
        <source> with %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="135"/>
        <source>legacy machine type %1 became %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="151"/>
        <source>(none given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="153"/>
        <source>runtimeVersion %1%2 has no Vertex equivalent: choose a prebuilt training container (us-docker.pkg.dev/vertex-ai/training/...) as the executor image of each Python package pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="158"/>
        <source> (Python %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="161"/>
        <source>pythonVersion %1 is set by the container image on Vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="168"/>
        <source>jobDir %1 became baseOutputDirectory; the trainer now finds it in AIP_MODEL_DIR (…/model/) instead of a --job-dir argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="174"/>
        <source>useChiefInTfConfig is not needed: Vertex always names the first pool chief in TF_CONFIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="188"/>
        <source>no hyperparameterMetricTag was given; Vertex needs a metric id, so the AI Platform default %1 is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="193"/>
        <source>resumePreviousJobId %1 cannot be carried over: Vertex cannot resume an AI Platform study</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::LocalRunner</name>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="108"/>
        <source>A run is still going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="112"/>
        <source>The job has no replicas to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="113"/>
        <source>The job has errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="189"/>
        <source>Stopped by the user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="202"/>
        <source>Stopped when Poolcraft quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="252"/>
        <source>%1 could not start %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="281"/>
        <source>%1 was killed by signal %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="283"/>
        <source>%1 exited with code %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogMatcher</name>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="30"/>
        <source>Nothing to search for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="38"/>
        <source>Invalid regular expression at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogReplaySource</name>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="48"/>
        <source>A run is still going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="55"/>
        <source>%1 is not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="60"/>
        <location filename="../app/launch/logreplaysource.cpp" line="105"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="139"/>
        <source>Stopped by the user.</source>
        <translation type="unfinished"></translation>
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
        <location filename="../widgets/mainwindow.cpp" line="412"/>
        <source>&amp;Design</source>
        <translation>&amp;Diseño</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="413"/>
        <source>&amp;Study</source>
        <translation>&amp;Estudio</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="272"/>
        <location filename="../widgets/mainwindow.cpp" line="414"/>
        <source>&amp;Catalog</source>
        <translation>&amp;Catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="279"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="280"/>
        <location filename="../widgets/mainwindow.cpp" line="416"/>
        <source>&amp;Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="415"/>
        <source>&amp;Runs</source>
        <translation>E&amp;jecuciones</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="422"/>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="423"/>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="178"/>
        <source>Display name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="180"/>
        <source>The job&apos;s name in the Vertex AI console (up to 128 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="183"/>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="184"/>
        <source>my-gcp-project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="185"/>
        <source>The Google Cloud project the job runs in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="189"/>
        <source>&amp;Project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="193"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="194"/>
        <source>Re&amp;gion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="197"/>
        <source>Local command</source>
        <translation>Comando local</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="198"/>
        <source>python3 train.py</source>
        <translation>python3 train.py</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="200"/>
        <source>How the trainer runs on this machine (Run locally, F5), in shell words; a relative path is relative to the job file&apos;s folder.</source>
        <translation>Cómo se ejecuta el entrenador en esta máquina (Ejecutar localmente, F5), en palabras de shell; una ruta relativa parte de la carpeta del archivo del trabajo.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="202"/>
        <source>&amp;Local command:</source>
        <translation>Comando &amp;local:</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="216"/>
        <source>Local command: close the quote to apply it.</source>
        <translation>Comando local: cierre la comilla para aplicarlo.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="235"/>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="237"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="239"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="241"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="243"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="246"/>
        <source>Res&amp;tart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="248"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="252"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="253"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="255"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="260"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="264"/>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="267"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="273"/>
        <source>Use a Catalog &amp;File…</source>
        <translation>Usar un &amp;archivo de catálogo…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="274"/>
        <source>Use the &amp;Built-in Catalog</source>
        <translation>Usar el catálogo &amp;integrado</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="276"/>
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
        <location filename="../widgets/mainwindow.cpp" line="321"/>
        <source>Use a Catalog File</source>
        <translation>Usar un archivo de catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="321"/>
        <source>Poolcraft catalog (*.yaml *.yml)</source>
        <translation>Catálogo de Poolcraft (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="332"/>
        <source>%1 is used when Poolcraft starts again.</source>
        <translation>%1 se usará cuando Poolcraft vuelva a iniciarse.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="340"/>
        <source>Catalog refused</source>
        <translation>Catálogo rechazado</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="341"/>
        <source>The chosen catalog file has errors; the catalog in use stays.

%1</source>
        <translation>El archivo de catálogo elegido tiene errores; se mantiene el catálogo en uso.

%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="378"/>
        <source>The whole window is in the new language when Poolcraft starts again (File ▸ Restart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="383"/>
        <source>The new history file is used when Poolcraft starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="462"/>
        <source>%1[*] — Poolcraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="492"/>
        <source>Could not apply “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="495"/>
        <source>Applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="507"/>
        <source>Could not read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="518"/>
        <source>Opened %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="528"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="535"/>
        <source>Saved; this format does not carry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="538"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="555"/>
        <source>Open Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="556"/>
        <source>Job files (*.yaml *.yml *.json *.sh *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="574"/>
        <source>Save Job As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="589"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="590"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChart</name>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="92"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="94"/>
        <source>Accuracy</source>
        <translation>Exactitud</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="121"/>
        <source>Epoch</source>
        <translation>Época</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="372"/>
        <source>the image could not be encoded as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="395"/>
        <source>%1
%2 at epoch %3: %4</source>
        <translation>%1
%2 en la época %3: %4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="400"/>
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
        <location filename="../models/metrics/metricextractor.cpp" line="412"/>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="433"/>
        <source>the pattern needs a named group &quot;epoch&quot; (or &quot;step&quot;) and at least one other named group for a metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="591"/>
        <source>the custom pattern has used its %1 s budget (it backtracks too much); from this line on it is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="605"/>
        <location filename="../models/metrics/metricextractor.cpp" line="617"/>
        <source>&quot;%1&quot; is not a number for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="650"/>
        <source>the line ends before the closing brace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="655"/>
        <source>expected a quoted key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="658"/>
        <source>the key is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="662"/>
        <source>expected &apos;:&apos; after the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="665"/>
        <source>the value is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="670"/>
        <source>the string is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="683"/>
        <source>a nested value is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="707"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after a value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricLog</name>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="38"/>
        <source>the metric pattern is not usable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="112"/>
        <location filename="../models/metrics/metriclogreader.cpp" line="177"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::OutputFile</name>
    <message>
        <location filename="../models/core/outputfile.cpp" line="46"/>
        <source>it is a FIFO that nobody reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/outputfile.cpp" line="93"/>
        <source>it is a directory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::PoolCard</name>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="35"/>
        <source>Chief (pool 0)</source>
        <translation>Principal (grupo 0)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="36"/>
        <source>Workers (pool 1)</source>
        <translation>Trabajadores (grupo 1)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="37"/>
        <source>Parameter servers / reduction server (pool 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="38"/>
        <source>Evaluators (pool 3)</source>
        <translation>Evaluadores (grupo 3)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="85"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="86"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="87"/>
        <source>Add row to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="89"/>
        <source>Remove selected row from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="110"/>
        <source>Switch the pool on or off. Pool 0 is the chief and is always needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="121"/>
        <source>Machine type</source>
        <translation>Tipo de máquina</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="26"/>
        <source>The virtual machine of every replica in this pool, grouped by series, with its vCPUs and memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="126"/>
        <source>&amp;Machine type:</source>
        <translation>Tipo de &amp;máquina:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="133"/>
        <source>Accelerator type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="134"/>
        <source>GPUs this machine type takes. Greyed entries do not fit the machine type: hover them to see why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="137"/>
        <source>Accelerator count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="138"/>
        <source>Only the counts Vertex AI accepts for this machine type and GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="154"/>
        <source>&amp;Accelerators:</source>
        <translation>&amp;Aceleradores:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="159"/>
        <source>Replica count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="161"/>
        <source>The chief pool always has exactly one replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="162"/>
        <source>How many machines of this kind run the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="163"/>
        <source>&amp;Replicas:</source>
        <translation>&amp;Réplicas:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="166"/>
        <source>Container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="167"/>
        <source>Python package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="168"/>
        <source>Task kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="169"/>
        <source>Run your own container, or a Python package on a prebuilt training container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="171"/>
        <source>&amp;Runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="183"/>
        <source>Container image URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="184"/>
        <source>The image every replica of this pool runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="185"/>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="194"/>
        <source>Executor image URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="195"/>
        <source>One of Vertex AI&apos;s prebuilt training containers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="196"/>
        <source>E&amp;xecutor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="201"/>
        <source>Package URIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="202"/>
        <source>Cloud Storage URIs of the packages, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="203"/>
        <source>&amp;Packages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="207"/>
        <source>Python module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="208"/>
        <source>Mo&amp;dule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="214"/>
        <source>Argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="214"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="215"/>
        <source>Command-line arguments, one per row, passed to every replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="216"/>
        <source>Ar&amp;guments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="230"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="230"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="230"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="231"/>
        <source>Environment variables set in every replica of this pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="232"/>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="251"/>
        <source>Boot disk type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="252"/>
        <source>All machines of a pool share one disk type and size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="253"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="258"/>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="259"/>
        <source>Default (100 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="260"/>
        <source>Boot disk size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="261"/>
        <source>From 100 to 64,000 GB; 0 keeps the default of 100 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="264"/>
        <source>&amp;Boot disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="317"/>
        <source>Set %1 task to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="334"/>
        <source>Set %1 package URIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="376"/>
        <source>%1 series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="385"/>
        <source>%1 — %2 vCPU, %3 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="391"/>
        <source>%1: %2 vCPUs, %3 GB memory, %4 series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="395"/>
        <source>%1, %2 series</source>
        <translation>%1, serie %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="404"/>
        <source>No accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="422"/>
        <source>%1 (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="448"/>
        <source>%1 (not valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="451"/>
        <source>Not a count Vertex AI accepts for %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="508"/>
        <source>%1, from %2</source>
        <translation>%1, según %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="568"/>
        <source>Edit %1 arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="583"/>
        <source>Edit %1 environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="665"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="665"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PreviewPane</name>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="35"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="36"/>
        <source>Copy the text of the shown format to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="37"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="38"/>
        <source>Save the text of the shown format to a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="50"/>
        <source>%1 preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/preview/previewpane.cpp" line="62"/>
        <source>⚠ %n setting(s) not carried by this format (hover to see which)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="110"/>
        <source>Save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="118"/>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="119"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::RegionOptions</name>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="81"/>
        <source>a pool names no machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="83"/>
        <source>%1 is not a known machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="85"/>
        <source>where %1 machines are offered is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="88"/>
        <source>%1 is not a known accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="92"/>
        <source>%1 has reached end of life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="94"/>
        <source>where %1 is offered is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="116"/>
        <source>no %1 machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="119"/>
        <source>%1 not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="147"/>
        <source>no zone offers %1 together</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::RegionPicker</name>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="19"/>
        <source>$%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="36"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="72"/>
        <source>%1 can run this job for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="37"/>
        <source>Where the job runs. Regions with a tick offer everything the job asks for, with the cost per hour of all its machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="61"/>
        <source>≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="63"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="64"/>
        <source>%1 — cannot run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="80"/>
        <source>%1 — unknown region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="83"/>
        <source>%1 is not a region Poolcraft&apos;s catalog knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="90"/>
        <source>Pick a region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="94"/>
        <source>This job can run here for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="96"/>
        <source>This job cannot run here: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::ReplicaScript</name>
    <message numerus="yes">
        <location filename="../app/launch/replicascript.cpp" line="62"/>
        <source>%n variable(s) left out: the name is not a valid environment variable name</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <location filename="../widgets/charts/rundashboard.cpp" line="42"/>
        <source>Search the log</source>
        <translation>Buscar en el registro</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="45"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="46"/>
        <source>Match case</source>
        <translation>Mayúsculas</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="50"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="52"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="58"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="63"/>
        <source>Follow</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="68"/>
        <source>Save...</source>
        <translation>Guardar...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="95"/>
        <location filename="../widgets/charts/rundashboard.cpp" line="103"/>
        <source>Save Log</source>
        <translation>Guardar registro</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="96"/>
        <source>Log files (*.log *.txt)</source>
        <translation>Archivos de registro (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="104"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="116"/>
        <source>Charts: metrics printed by %1 (standard output and error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="214"/>
        <source>Run %1 (%2)</source>
        <translation>Ejecución %1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="215"/>
        <source>Run %1</source>
        <translation>Ejecución %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="257"/>
        <source>Standard output</source>
        <translation>Salida estándar</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="258"/>
        <source>Standard error</source>
        <translation>Error estándar</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="290"/>
        <source>Searching...</source>
        <translation>Buscando...</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/rundashboard.cpp" line="299"/>
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
        <location filename="../widgets/runs/runspage.cpp" line="52"/>
        <source>Run locally</source>
        <translation>Ejecutar localmente</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="56"/>
        <source>Run the job on this machine, one process per replica (F5)</source>
        <translation>Ejecutar el trabajo en esta máquina, un proceso por réplica (F5)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="58"/>
        <source>Run on Vertex AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="60"/>
        <source>Send the job to Vertex AI in its project and region, then follow its state, logs and charts here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="62"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="66"/>
        <source>Stop every replica of the run (Shift+F5)</source>
        <translation>Detener todas las réplicas de la ejecución (Mayús+F5)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="68"/>
        <source>No run yet</source>
        <translation>Aún no hay ejecuciones</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="84"/>
        <source>What each replica runs:</source>
        <translation>Lo que ejecuta cada réplica:</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="87"/>
        <source>Copy Commands</source>
        <translation>Copiar comandos</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="98"/>
        <source>What each replica runs, as shell lines to copy: a job that runs in containers can be started by hand where Docker answers.</source>
        <translation>Lo que ejecuta cada réplica, como líneas de shell para copiar: un trabajo en contenedores se puede iniciar a mano donde Docker responda.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="111"/>
        <source>Past runs</source>
        <translation>Ejecuciones anteriores</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="114"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="114"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="114"/>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="116"/>
        <source>Double-click a run to show its logs and charts again.</source>
        <translation>Haga doble clic en una ejecución para volver a ver sus registros y gráficos.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="138"/>
        <source>History unavailable: %1</source>
        <translation>Historial no disponible: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="175"/>
        <source>still asking `docker info`</source>
        <translation>aún se está consultando `docker info`</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="267"/>
        <source>Asking whether Docker answers…</source>
        <translation>Preguntando si Docker responde…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="280"/>
        <source>Not started: fix the problems listed above</source>
        <translation>No iniciado: corrija los problemas de arriba</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="292"/>
        <source>Sending the job to Vertex AI…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="301"/>
        <source>Not sent to Vertex AI: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="325"/>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="330"/>
        <source>Run %1</source>
        <translation>Ejecución %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="346"/>
        <source>Run %1: %2</source>
        <translation>Ejecución %1: %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::SettingsDialog</name>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="40"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="65"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="67"/>
        <source>&amp;General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="68"/>
        <source>&amp;Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="69"/>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="93"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="96"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="97"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="98"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="100"/>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="110"/>
        <source>gcloud&apos;s project, when set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="111"/>
        <source>Default &amp;project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="118"/>
        <source>Default &amp;region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="123"/>
        <source>Found:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="125"/>
        <source>the first one found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="126"/>
        <source>&amp;Key file to use:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="127"/>
        <source>Credentials File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="128"/>
        <source>JSON key files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="131"/>
        <source>gcloud&apos;s active account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="132"/>
        <source>gcloud &amp;account to use:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="137"/>
        <source>&amp;Vertex AI endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="140"/>
        <source>Cloud &amp;Logging endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="158"/>
        <source>History &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="159"/>
        <source>History File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="160"/>
        <source>SQLite databases (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="166"/>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="170"/>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="171"/>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="173"/>
        <source>Size &amp;limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="175"/>
        <source>When Poolcraft starts, the oldest runs that are not part of a study are removed until the history fits the limit. Another file is used when Poolcraft starts again; $POOLCRAFT_HISTORY_DB, when set, comes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="198"/>
        <source>not created yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::ShellWords</name>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="53"/>
        <location filename="../models/formats/gcloudwords.cpp" line="149"/>
        <source>a NUL character cannot be part of a command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="128"/>
        <source>the quote &apos; opened here is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="155"/>
        <source>the quote &quot; opened here is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="179"/>
        <source>the quote $&apos; opened here is never closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyEditor</name>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="41"/>
        <source>This job is a &amp;hyperparameter study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="54"/>
        <source>Run the job as trials of a study that tunes the parameters below (a Vertex AI hyperparameter tuning job).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="59"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="60"/>
        <source>The metric the trainer reports (hypertune metric tag).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="61"/>
        <source>&amp;Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="62"/>
        <source>Maximize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="63"/>
        <source>Minimize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="64"/>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="65"/>
        <source>&amp;Goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="66"/>
        <source>Bayesian optimization (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="67"/>
        <source>Grid search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="68"/>
        <source>Random search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="69"/>
        <source>Search algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="70"/>
        <source>Grid search needs every parameter to be INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="72"/>
        <source>&amp;Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="76"/>
        <source>Service decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="77"/>
        <source>Maximum trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="78"/>
        <source>Parallel trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="79"/>
        <source>Failed trials allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="80"/>
        <source>&amp;Trials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="81"/>
        <source>In &amp;parallel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="82"/>
        <source>&amp;Failed trials allowed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="84"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="84"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="84"/>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="84"/>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="85"/>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="85"/>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="88"/>
        <source>Categorical or discrete values, separated by commas: adam, sgd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="96"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="103"/>
        <source>&amp;Add parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="104"/>
        <source>&amp;Remove parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="109"/>
        <source>Para&amp;meters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="130"/>
        <source>Make the job a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="130"/>
        <source>Remove the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="133"/>
        <source>Set study metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="134"/>
        <source>Set study goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="136"/>
        <source>Set search algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="138"/>
        <source>Set trial counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="140"/>
        <source>Edit study parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="159"/>
        <source>Parameter type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="161"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="162"/>
        <source>Linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="163"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="164"/>
        <source>Reverse log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="166"/>
        <source>Parameter scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="167"/>
        <source>Set parameter type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="168"/>
        <source>Set parameter scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="267"/>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="293"/>
        <source>Add study parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="304"/>
        <source>Remove study parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyRunner</name>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="54"/>
        <source>the job has no study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="90"/>
        <source>cannot keep the study in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="105"/>
        <source>no study %1 in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="111"/>
        <source>the study&apos;s job document cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="279"/>
        <source>the trial&apos;s job could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="354"/>
        <source>stopped early before any report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="360"/>
        <source>the trial reported no %1 (hypertune file or log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="362"/>
        <source>stopped: too many trials failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="371"/>
        <source>the trial&apos;s job %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyView</name>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="77"/>
        <source>Run study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="78"/>
        <source>Run the study&apos;s trials on this machine, each a full local job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="79"/>
        <source>Stop</source>
        <translation type="unfinished">Detener</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="80"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="81"/>
        <source>Go on with the stopped study: finished trials are kept, interrupted ones run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="83"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="85"/>
        <source>Filter trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="186"/>
        <source>The job has no study: turn it on above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="276"/>
        <source>Export trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="278"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished">Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="283"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="297"/>
        <source>No study run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="314"/>
        <source>%1 / %2 trials done, %3 running, %4 failed, %5 elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="324"/>
        <source>, about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="327"/>
        <source>study %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::Translations</name>
    <message>
        <location filename="../widgets/settings/translations.cpp" line="35"/>
        <source>System default</source>
        <translation type="unfinished">Predeterminado del sistema</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialCurvesChart</name>
    <message>
        <location filename="../widgets/study/trialcurveschart.cpp" line="21"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/trialcurveschart.cpp" line="63"/>
        <source>trial %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialMetricChart</name>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="26"/>
        <location filename="../widgets/study/trialmetricchart.cpp" line="37"/>
        <source>trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="28"/>
        <source>best so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="29"/>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialSliceChart</name>
    <message>
        <location filename="../widgets/study/trialslicechart.cpp" line="29"/>
        <source>The parameter the metric is plotted against.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialTableModel</name>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="99"/>
        <source>%1 (stopped early)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="129"/>
        <source>Trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="131"/>
        <source>State</source>
        <translation type="unfinished">Estado</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="135"/>
        <source>Duration (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::Validator</name>
    <message>
        <location filename="../models/validation/validator.cpp" line="177"/>
        <source>The job has no chief pool: worker pool 0 must be set, it runs the primary replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="179"/>
        <source>Add the chief pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="183"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="184"/>
        <location filename="../models/validation/validator.cpp" line="197"/>
        <location filename="../models/validation/validator.cpp" line="210"/>
        <location filename="../models/validation/validator.cpp" line="219"/>
        <location filename="../models/validation/validator.cpp" line="731"/>
        <source>Set the replica count to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="195"/>
        <source>TensorFlow runs at most one evaluator; this job asks for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="207"/>
        <source>The %1 pool is on but has no replicas, so it runs nothing: give it one or turn it off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="212"/>
        <source>Turn off the %1 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="217"/>
        <source>The %1 pool has a negative replica count (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="245"/>
        <source>Rename it to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="247"/>
        <source>&apos;%1&apos; is not an environment variable name: use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="264"/>
        <source> with %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="266"/>
        <source>%1 is an AI Platform machine type, which Vertex AI does not take: use %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="268"/>
        <location filename="../models/validation/validator.cpp" line="292"/>
        <location filename="../models/validation/validator.cpp" line="309"/>
        <location filename="../models/validation/validator.cpp" line="330"/>
        <location filename="../models/validation/validator.cpp" line="340"/>
        <location filename="../models/validation/validator.cpp" line="347"/>
        <location filename="../models/validation/validator.cpp" line="396"/>
        <location filename="../models/validation/validator.cpp" line="422"/>
        <location filename="../models/validation/validator.cpp" line="562"/>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="273"/>
        <source>%1 comes with its own GPUs (%2) and takes no accelerator configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="276"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="279"/>
        <source>Remove the accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="295"/>
        <source>The %1 pool has no machine type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="296"/>
        <source>%1 is not a machine type Vertex AI training takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="304"/>
        <location filename="../models/validation/validator.cpp" line="319"/>
        <source>Set the count to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="312"/>
        <source>The %1 pool asks for %2 accelerators but names no accelerator type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="317"/>
        <source>The accelerator count cannot be negative (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="332"/>
        <source>%1 is not an accelerator type of Vertex AI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="338"/>
        <source>%1 is the Compute Engine name; the job must name the accelerator %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="352"/>
        <source>%1 has reached end of life: no region offers it any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="356"/>
        <source>%1 reaches end of support on %2; plan to move to another GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="365"/>
        <location filename="../models/validation/validator.cpp" line="441"/>
        <source>Set the count to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="369"/>
        <source>The %1 pool names %2 but asks for %3 of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="400"/>
        <source>%1 carries %2, which has reached end of life: no region offers it any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="405"/>
        <source>%1 carries %2, which reaches end of support on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="424"/>
        <source>%1 does not take %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="446"/>
        <source>Use %1, which takes %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="453"/>
        <source>%1 × %2 is not valid on %3: allowed counts are %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="471"/>
        <source>pythonModule &apos;%1&apos; is the package&apos;s build script, not its trainer: name the module that trains, such as trainer.task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="476"/>
        <source>pythonModule &apos;%1&apos; names a file; the trainer runs as `python -m` with a module name such as trainer.task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="478"/>
        <source>Write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="494"/>
        <source>The %1 pool runs nothing: give it a container image or a Python package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="503"/>
        <source>Use the chief&apos;s image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="506"/>
        <source>The %1 pool runs a container but names no image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="531"/>
        <source>Use the chief&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="534"/>
        <source>The %1 pool runs a Python package and needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="548"/>
        <source>A boot disk takes 100 to 64000 GB, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="549"/>
        <source>Set the disk size to %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="564"/>
        <source>%1 is not a boot disk type; use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="574"/>
        <location filename="../models/validation/validator.cpp" line="591"/>
        <source>Run in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="593"/>
        <source>%1 is not a region of the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="604"/>
        <source>%1 does not offer %2 machines (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="617"/>
        <source>%1 is not offered in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="649"/>
        <source>No zone of %1 offers %2 together; all GPU types of one job must be in one zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="693"/>
        <source>Set each worker&apos;s GPU count to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="697"/>
        <source>Set the chief&apos;s GPU count to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="701"/>
        <source>If this job trains with TensorFlow&apos;s MultiWorkerMirroredStrategy, it needs the same number of GPUs on the chief and every worker: the chief has %1, each worker %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="723"/>
        <source>A TPU job runs a single worker pool with one replica: remove the %1 pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="725"/>
        <source>Remove the %1 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="730"/>
        <source>A TPU job runs one replica, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="750"/>
        <source>Parameter %1 needs an ID: the trainer receives it as --ID=value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="751"/>
        <source>Name it param%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="755"/>
        <source>Parameter %1 is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="756"/>
        <source>Rename it %1_%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="762"/>
        <source>Grid search takes only INTEGER, CATEGORICAL and DISCRETE parameters; %1 is DOUBLE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="764"/>
        <source>Use random search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="769"/>
        <source>%1 uses a log scale, which needs a minimum above 0 (it is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="771"/>
        <location filename="../models/validation/validator.cpp" line="890"/>
        <source>Use a linear scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="778"/>
        <source>%1 is an INTEGER parameter; its bounds (%2, %3) must be whole numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="780"/>
        <source>Use %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="783"/>
        <location filename="../models/validation/validator.cpp" line="793"/>
        <source>Set the maximum to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="791"/>
        <source>%1: the minimum (%2) must be below the maximum (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="800"/>
        <source>%1: a categorical parameter needs at least one value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="805"/>
        <source>%1: a categorical parameter takes no scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="806"/>
        <source>Remove the scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="816"/>
        <source>At least one trial must run at a time (maxParallelTrials is %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="818"/>
        <source>Run 1 trial at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="824"/>
        <source>%1 parallel trials, but only %2 trials in all: at most %2 run at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="826"/>
        <source>Run %1 trials at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="831"/>
        <source>A study needs at least one trial (maxTrials is %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="832"/>
        <source>Run 1 trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="837"/>
        <source>The number of failed trials allowed cannot be negative (it is %1); 0 lets Vertex decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="839"/>
        <source>Let Vertex decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="846"/>
        <source>A study needs the id of the metric it optimises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="847"/>
        <source>Use the AI Platform default metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="861"/>
        <source>%1: a discrete parameter needs at least one value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="867"/>
        <source>%1 has %2 discrete values; at most 1000 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="883"/>
        <source>%1: discrete values must be given in increasing order without repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="885"/>
        <source>Sort the values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="889"/>
        <source>%1 uses a log scale, which needs values above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="931"/>
        <source>&apos;%1&apos; holds the placeholder %2, which the cloud takes literally: put the real value in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="945"/>
        <source>The job has no display name; Vertex requires one (gcloud takes it with --display-name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="947"/>
        <source>Name it %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="951"/>
        <source>The display name has %1 characters; at most 128 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="953"/>
        <source>Shorten it to 128 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="958"/>
        <source>A job takes at most 64 labels, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="964"/>
        <source>Label key &apos;%1&apos; must start with a lowercase letter and hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="969"/>
        <source>The value of label &apos;%1&apos; may hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="971"/>
        <source>Use &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJobName</name>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="26"/>
        <source>job %1: a numeric id needs --project and --region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="35"/>
        <source>%1 is not a job: give projects/P/locations/R/customJobs/ID (or hyperparameterTuningJobs/ID), or a numeric id with --project and --region</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJobSource</name>
    <message>
        <location filename="../app/cloud/vertexjobsource.cpp" line="144"/>
        <source>cancelled when Poolcraft quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexjobsource.cpp" line="145"/>
        <source>Poolcraft quit; cancelling failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJson</name>
    <message>
        <location filename="../models/formats/restjson.cpp" line="37"/>
        <source>JSON syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="220"/>
        <source>the file is %1 MiB; a Vertex job file is at most %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="229"/>
        <source>objects and lists nest more than %1 levels deep here; a Vertex job is about 8 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="238"/>
        <source>the number %1 is beyond what JSON readers hold (a double, up to about 1.8e308)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="249"/>
        <source>%1 is given twice, at %2:%3 and here; the value here is the one read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJsonReader</name>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="74"/>
        <source>a Vertex job must be a JSON object, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="87"/>
        <source>not a Vertex CustomJob (no &apos;jobSpec&apos;), HyperparameterTuningJob (no &apos;studySpec&apos; or &apos;trialJobSpec&apos;) or CustomJobSpec (no &apos;workerPoolSpecs&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="164"/>
        <source>%1 must be a list of worker pools, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="170"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this one has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="222"/>
        <location filename="../models/formats/restjsonreader.cpp" line="229"/>
        <source>a worker pool has either containerSpec or pythonPackageSpec, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="386"/>
        <location filename="../models/formats/restjsonreader.cpp" line="398"/>
        <source>%1 must be a list, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="391"/>
        <source>hyperparameter tuning optimises one metric: only the first of %1 metrics is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="477"/>
        <source>a parameter has exactly one of doubleValueSpec, integerValueSpec, categoricalValueSpec and discreteValueSpec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="498"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="544"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it: it is left out when the job is written again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="549"/>
        <source>unknown field &apos;%1&apos; is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="557"/>
        <source>%1 must be an object, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="566"/>
        <source>%1 must be a string, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="598"/>
        <source>%1 must be a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="604"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="621"/>
        <source>%1 must be a number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="630"/>
        <source>%1 must be true or false, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="638"/>
        <source>%1 must be a list of strings, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="655"/>
        <source>%1 must be a list of numbers, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="671"/>
        <source>%1 must be a list of {&quot;name&quot;, &quot;value&quot;} objects, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="691"/>
        <source>environment variable %1 has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="719"/>
        <source>%1 must be a duration in seconds such as &quot;7200s&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="735"/>
        <source>%1: enum values are upper case: &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="741"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="802"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="803"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="804"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="805"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="806"/>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="809"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="810"/>
        <source>a binary value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexSubmission</name>
    <message>
        <location filename="../app/cloud/vertexsubmission.cpp" line="38"/>
        <source>which project and region? Set them in the job, the settings or with --project and --region</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::WelcomePage</name>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="80"/>
        <source>&lt;h2&gt;Welcome to Poolcraft&lt;/h2&gt;Compose distributed training jobs under the cloud&apos;s rules, run them on this machine, and export what Vertex AI takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="100"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="111"/>
        <source>Open the example &amp;job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="112"/>
        <source>A small PyTorch network on scikit-learn&apos;s digits: a chief and two workers over gloo. Press F5 to run it here (needs python3-torch and python3-sklearn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="115"/>
        <source>Open the example &amp;study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="116"/>
        <source>The same trainer with a Bayesian search over learning rate, momentum and hidden units, maximising accuracy (6 trials, 2 at a time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="119"/>
        <source>&amp;Open a config.yaml…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="120"/>
        <source>Reads %1. An AI Platform job is converted to Vertex AI when exported; files can also be dropped on the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>&amp;New job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>An empty job with one chief.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="140"/>
        <location filename="../widgets/welcome/welcomepage.cpp" line="144"/>
        <source>Recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="149"/>
        <source>Files you open or save are listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="158"/>
        <source>Cloud set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="166"/>
        <source>Check &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="168"/>
        <source>Cloud &amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="203"/>
        <source>Credentials: the key file %1 (GOOGLE_APPLICATION_CREDENTIALS, type %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="207"/>
        <source>Credentials: gcloud&apos;s application default credentials in %1 (type %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="211"/>
        <source>Credentials: gcloud&apos;s account %1, through %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="216"/>
        <source>Credentials: none found. To launch on Vertex AI, install the Google Cloud CLI and run %1, or create a service-account key and set %2 to its file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="225"/>
        <source>Project: none set. A job names its own; otherwise run %1 or set %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="229"/>
        <source>Project: %1 (from %2), used when a job names none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="233"/>
        <source>gcloud is not installed; Poolcraft does not need it to run jobs here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="234"/>
        <source>gcloud: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="235"/>
        <source>Running on this machine, validating and exporting need none of this.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
