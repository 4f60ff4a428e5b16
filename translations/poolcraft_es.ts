<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>LogMatcher</name>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="19"/>
        <source>Nothing to search for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="27"/>
        <source>Invalid regular expression at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft</name>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="31"/>
        <source>REST JSON</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="125"/>
        <source>The format writers are not part of this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="132"/>
        <source>The format readers are not part of this build.</source>
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
</context>
<context>
    <name>Poolcraft::CatalogChoices</name>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="69"/>
        <source>%1 has reached end of life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="77"/>
        <source>%1 does not take %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="78"/>
        <source>%1 does not take %2; machine types that do: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="81"/>
        <source>%1 reaches end of support on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="166"/>
        <source>No catalog is loaded: machine types, GPUs and regions cannot be checked.</source>
        <translation type="unfinished"></translation>
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
    <name>Poolcraft::LogView</name>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="480"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="482"/>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="484"/>
        <source>&amp;Follow Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="488"/>
        <source>&amp;Save Log As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="489"/>
        <source>Save Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="490"/>
        <source>Log files (*.log *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="56"/>
        <source>&amp;Design</source>
        <translation>&amp;Diseño</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="58"/>
        <source>&amp;Study</source>
        <translation>&amp;Estudio</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="60"/>
        <source>&amp;Catalog</source>
        <translation>&amp;Catálogo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="65"/>
        <source>&amp;Runs</source>
        <translation>E&amp;jecuciones</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="69"/>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="75"/>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="115"/>
        <source>Display name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="117"/>
        <source>The job&apos;s name in the Vertex AI console (up to 128 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="120"/>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="121"/>
        <source>my-gcp-project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="122"/>
        <source>The Google Cloud project the job runs in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="126"/>
        <source>&amp;Project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="130"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="131"/>
        <source>Re&amp;gion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="158"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="159"/>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="161"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="163"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="165"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="167"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="170"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="174"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="175"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="177"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="182"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="185"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="188"/>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="200"/>
        <source>The language changes when Poolcraft starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="249"/>
        <source>%1[*] — Poolcraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="279"/>
        <source>Could not apply “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="282"/>
        <source>Applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="294"/>
        <source>Could not read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="305"/>
        <source>Opened %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="315"/>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="322"/>
        <source>Saved; this format does not carry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="325"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="342"/>
        <source>Open Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="343"/>
        <source>Job files (*.yaml *.yml *.json *.sh *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="361"/>
        <source>Save Job As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="376"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="377"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChart</name>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="43"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="45"/>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="72"/>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="337"/>
        <source>%1
%2 at epoch %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="342"/>
        <source> (smoothed %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChartsPanel</name>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="33"/>
        <source>Smoothing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="38"/>
        <source>Exponential moving average weight, debiased; 0 shows the raw values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="45"/>
        <source>Export CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="48"/>
        <source>Export PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="56"/>
        <source>No metrics yet: charts appear when the trainer reports its first epoch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="65"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="69"/>
        <source>Export Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="66"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="72"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="75"/>
        <source>Export Charts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::PoolCard</name>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="29"/>
        <source>Chief (pool 0)</source>
        <translation>Principal (grupo 0)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="30"/>
        <source>Workers (pool 1)</source>
        <translation>Trabajadores (grupo 1)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="31"/>
        <source>Parameter servers / reduction server (pool 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="32"/>
        <source>Evaluators (pool 3)</source>
        <translation>Evaluadores (grupo 3)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="79"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="80"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="81"/>
        <source>Add row to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="83"/>
        <source>Remove selected row from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="104"/>
        <source>Switch the pool on or off. Pool 0 is the chief and is always needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="115"/>
        <source>Machine type</source>
        <translation>Tipo de máquina</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="116"/>
        <source>The virtual machine of every replica in this pool, grouped by series, with its vCPUs and memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="121"/>
        <source>&amp;Machine type:</source>
        <translation>Tipo de &amp;máquina:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="128"/>
        <source>Accelerator type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="129"/>
        <source>GPUs this machine type takes. Greyed entries do not fit the machine type: hover them to see why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="132"/>
        <source>Accelerator count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="133"/>
        <source>Only the counts Vertex AI accepts for this machine type and GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="149"/>
        <source>&amp;Accelerators:</source>
        <translation>&amp;Aceleradores:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="154"/>
        <source>Replica count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="156"/>
        <source>The chief pool always has exactly one replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="157"/>
        <source>How many machines of this kind run the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="158"/>
        <source>&amp;Replicas:</source>
        <translation>&amp;Réplicas:</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="161"/>
        <source>Container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="162"/>
        <source>Python package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="163"/>
        <source>Task kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="164"/>
        <source>Run your own container, or a Python package on a prebuilt training container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="166"/>
        <source>&amp;Runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="178"/>
        <source>Container image URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="179"/>
        <source>The image every replica of this pool runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="180"/>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="189"/>
        <source>Executor image URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="190"/>
        <source>One of Vertex AI&apos;s prebuilt training containers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="191"/>
        <source>E&amp;xecutor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="196"/>
        <source>Package URIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="197"/>
        <source>Cloud Storage URIs of the packages, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="198"/>
        <source>&amp;Packages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="202"/>
        <source>Python module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="203"/>
        <source>Mo&amp;dule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="209"/>
        <source>Argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="209"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="210"/>
        <source>Command-line arguments, one per row, passed to every replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="211"/>
        <source>Ar&amp;guments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="225"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="225"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="225"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="226"/>
        <source>Environment variables set in every replica of this pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="227"/>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="246"/>
        <source>Boot disk type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="247"/>
        <source>All machines of a pool share one disk type and size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="248"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="253"/>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="254"/>
        <source>Default (100 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="255"/>
        <source>Boot disk size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="256"/>
        <source>From 100 to 64,000 GB; 0 keeps the default of 100 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="259"/>
        <source>&amp;Boot disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="312"/>
        <source>Set %1 task to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="329"/>
        <source>Set %1 package URIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="371"/>
        <source>%1 series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="378"/>
        <source>%1 — %2 vCPU, %3 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="383"/>
        <source>%1: %2 vCPUs, %3 GB memory, %4 series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="395"/>
        <source>No accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="413"/>
        <source>%1 (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="439"/>
        <source>%1 (not valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="442"/>
        <source>Not a count Vertex AI accepts for %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="485"/>
        <source>%1 (not in catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="543"/>
        <source>Edit %1 arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="558"/>
        <source>Edit %1 environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="640"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="640"/>
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
        <location filename="../widgets/preview/previewpane.cpp" line="119"/>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="120"/>
        <source>Could not write %1: %2</source>
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
        <location filename="../widgets/designer/regionpicker.cpp" line="71"/>
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
    <name>Poolcraft::RunDashboard</name>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="45"/>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="48"/>
        <source>Regex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="49"/>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="53"/>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="55"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="61"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="66"/>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="71"/>
        <source>Save...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="96"/>
        <location filename="../widgets/charts/rundashboard.cpp" line="100"/>
        <source>Save Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="97"/>
        <source>Log files (*.log *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="268"/>
        <source>Run %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="269"/>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="302"/>
        <source>Standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="303"/>
        <source>Standard error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="335"/>
        <source>Searching...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/rundashboard.cpp" line="344"/>
        <source>%n matching line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <source>Values (comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="85"/>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="88"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="95"/>
        <source>&amp;Add parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="96"/>
        <source>&amp;Remove parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="101"/>
        <source>Para&amp;meters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="122"/>
        <source>Make the job a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="122"/>
        <source>Remove the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="125"/>
        <source>Set study metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="126"/>
        <source>Set study goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="128"/>
        <source>Set search algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="130"/>
        <source>Set trial counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="132"/>
        <source>Edit study parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="151"/>
        <source>Parameter type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="153"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="154"/>
        <source>Linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="155"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="156"/>
        <source>Reverse log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="158"/>
        <source>Parameter scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="159"/>
        <source>Set parameter type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="160"/>
        <source>Set parameter scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="254"/>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="280"/>
        <source>Add study parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="291"/>
        <source>Remove study parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
