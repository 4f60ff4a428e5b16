<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>HistoryStore</name>
    <message>
        <location filename="../app/history/historystore.cpp" line="258"/>
        <source>Cannot create folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="274"/>
        <source>%1 was written by a newer Poolcraft (schema %2, this one reads %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogMatcher</name>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="20"/>
        <source>Nothing to search for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="28"/>
        <source>Invalid regular expression at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft</name>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="29"/>
        <source>REST JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="27"/>
        <source>Vertex YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="28"/>
        <source>AI Platform YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="30"/>
        <source>gcloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="39"/>
        <source>config.yaml for gcloud ai custom-jobs create --config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="41"/>
        <source>config.yaml for gcloud ai-platform jobs submit training --config (retired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="42"/>
        <source>CustomJob body for the Vertex AI REST API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="43"/>
        <source>gcloud ai custom-jobs create command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="52"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="53"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="54"/>
        <source>Shell scripts (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="79"/>
        <source>Poolcraft job (*.poolcraft.yaml *.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="80"/>
        <source>Vertex config.yaml (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="81"/>
        <source>Vertex hp-tuning config.yaml (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="82"/>
        <source>AI Platform config.yaml (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="83"/>
        <source>Vertex REST JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="84"/>
        <source>gcloud command (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="87"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="21"/>
        <source>The study needs at least one trial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="23"/>
        <source>At least one trial must run at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="25"/>
        <source>More parallel trials than trials in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="27"/>
        <source>The number of failed trials allowed cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="30"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="32"/>
        <source>Every parameter needs an ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="34"/>
        <source>Parameter %1 is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="38"/>
        <source>%1: the minimum must not exceed the maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="41"/>
        <source>%1: an integer parameter needs whole-number bounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="44"/>
        <source>%1: a log scale needs a minimum above zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="47"/>
        <source>%1: a log scale needs values above zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="50"/>
        <source>%1: a categorical parameter needs at least one value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="52"/>
        <source>%1: a categorical parameter takes no scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="56"/>
        <source>%1: a discrete parameter needs at least one value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="58"/>
        <source>%1: at most 1000 discrete values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="61"/>
        <source>%1: discrete values must increase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/studyrules.cpp" line="67"/>
        <source>%1: grid search cannot search a continuous (DOUBLE) parameter; use INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="100"/>
        <source>Set region to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="102"/>
        <source>Set display name to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="104"/>
        <source>Set project to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="108"/>
        <source>Set %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="112"/>
        <source>Turn on the %1 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="113"/>
        <source>Turn off the %1 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="115"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="116"/>
        <source>Set %1 %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="86"/>
        <source>The job asks for %1 GPUs but this machine has none: it runs on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="102"/>
        <source>The job needs %1 GPUs in all but this machine has %2; lower the replica or accelerator counts to run it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="124"/>
        <source>set the job&apos;s local command or pass one after `--`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="128"/>
        <source>it runs a Python package, which only Vertex installs; to run it here, %1 (for example &quot;python3 -m %2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="132"/>
        <source>it has no container image; give it one, or %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="148"/>
        <source>The job has no local command, so workerpool%1 (%2) would run in a container, but %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="196"/>
        <source>Docker cannot mount %1: its path has a &apos;:&apos;; choose another run folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="204"/>
        <source>The job runs in containers (it has no local command) but no Docker engine answers (%1). The docker commands are shown so they can be run elsewhere; or set a local command to run the trainer without Docker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="330"/>
        <source>there is no docker program (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="336"/>
        <source>`docker info` did not answer within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="345"/>
        <source>`docker info` failed with exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="437"/>
        <source>The job has no local command: say how the trainer runs on this machine (for example &quot;python3 train.py&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="443"/>
        <source>The job has no chief pool (workerPoolSpecs[0]); there is nothing to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="447"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="458"/>
        <location filename="../app/launch/launchplan.cpp" line="468"/>
        <source>%1 replicas cannot run on one machine; the local launcher runs at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="476"/>
        <source>No free loopback ports for the replicas.</source>
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
        <translation>价格与可用性：%1。每个 GPU 的价格为所选区域的每小时标价；未选区域时为所有区域中的最低价。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogChoices</name>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="72"/>
        <source>%1 has reached end of life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="80"/>
        <source>%1 does not take %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="81"/>
        <source>%1 does not take %2; machine types that do: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="84"/>
        <source>%1 reaches end of support on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="169"/>
        <source>No catalog is loaded: machine types, GPUs and regions cannot be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="192"/>
        <source>%1 (not in catalog)</source>
        <translation>%1（不在目录中）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="193"/>
        <source>The catalog does not list %1, so its limits cannot be checked.</source>
        <translation>目录中没有 %1，因此无法检查其限制。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="196"/>
        <source>%1 (AI Platform)</source>
        <translation>%1（AI Platform）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="198"/>
        <source>AI Platform&apos;s %1 is %2.</source>
        <translation>AI Platform 的 %1 即 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="199"/>
        <source>AI Platform&apos;s %1 is %2 with %3 × %4.</source>
        <translation>AI Platform 的 %1 即 %2 加 %3 × %4。</translation>
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
        <translation>机器类型</translation>
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
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="50"/>
        <source>Double-click or press Enter on a problem to go to its field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Warning</source>
        <translation>警告</translation>
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
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="112"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::EditNames</name>
    <message>
        <location filename="../app/document/undocommands.cpp" line="74"/>
        <source>machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="76"/>
        <source>accelerator type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="78"/>
        <source>accelerator count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="79"/>
        <source>replica count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="80"/>
        <source>container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="82"/>
        <source>executor image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="84"/>
        <source>Python module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="85"/>
        <source>boot disk type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="86"/>
        <source>boot disk size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobEditDocument</name>
    <message>
        <location filename="../app/document/jobeditdocument.cpp" line="30"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::LocalRunner</name>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="141"/>
        <source>Stopped by the user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="177"/>
        <source>%1 could not start %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="206"/>
        <source>%1 was killed by signal %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="208"/>
        <source>%1 exited with code %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogView</name>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="483"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="485"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="487"/>
        <source>&amp;Follow Output</source>
        <translation>跟随输出(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="491"/>
        <source>&amp;Save Log As...</source>
        <translation>日志另存为(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="492"/>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="493"/>
        <source>Log files (*.log *.txt)</source>
        <translation>日志文件 (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="545"/>
        <source>a save is already running</source>
        <translation>已有保存正在进行</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="192"/>
        <source>saving was cancelled</source>
        <translation>保存已取消</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="72"/>
        <source>&amp;Design</source>
        <translation>设计(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="74"/>
        <source>&amp;Study</source>
        <translation>调优研究(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="76"/>
        <location filename="../widgets/mainwindow.cpp" line="236"/>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="79"/>
        <source>&amp;Runs</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="88"/>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="94"/>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="150"/>
        <source>Display name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="152"/>
        <source>The job&apos;s name in the Vertex AI console (up to 128 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="155"/>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="156"/>
        <source>my-gcp-project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="157"/>
        <source>The Google Cloud project the job runs in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="161"/>
        <source>&amp;Project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="165"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="166"/>
        <source>Re&amp;gion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="169"/>
        <source>Local command</source>
        <translation>本地命令</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="170"/>
        <source>python3 train.py</source>
        <translation>python3 train.py</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="172"/>
        <source>How the trainer runs on this machine (Run locally, F5), in shell words; a relative path is relative to the job file&apos;s folder.</source>
        <translation>训练程序在本机的运行方式（本地运行，F5），按 shell 单词书写；相对路径以作业文件所在文件夹为准。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="174"/>
        <source>&amp;Local command:</source>
        <translation>本地命令(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="188"/>
        <source>Local command: close the quote to apply it.</source>
        <translation>本地命令：请闭合引号后生效。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="206"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="207"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="209"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="211"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="213"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="215"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="218"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="222"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="223"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="225"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="230"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="233"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="237"/>
        <source>Use a Catalog &amp;File…</source>
        <translation>使用目录文件(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="238"/>
        <source>Use the &amp;Built-in Catalog</source>
        <translation>使用内置目录(&amp;B)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="240"/>
        <source>The built-in catalog is used when Poolcraft starts again.</source>
        <translation>Poolcraft 下次启动时将使用内置目录。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="243"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="246"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="258"/>
        <source>The language changes when Poolcraft starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="267"/>
        <source>Use a Catalog File</source>
        <translation>使用目录文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="267"/>
        <source>Poolcraft catalog (*.yaml *.yml)</source>
        <translation>Poolcraft 目录 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="278"/>
        <source>%1 is used when Poolcraft starts again.</source>
        <translation>Poolcraft 下次启动时将使用 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="286"/>
        <source>Catalog refused</source>
        <translation>目录被拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="287"/>
        <source>The chosen catalog file has errors; the catalog in use stays.

%1</source>
        <translation>所选目录文件有错误；继续使用当前目录。

%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="345"/>
        <source>%1[*] — Poolcraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="375"/>
        <source>Could not apply “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="378"/>
        <source>Applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="390"/>
        <source>Could not read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="401"/>
        <source>Opened %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="411"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="418"/>
        <source>Saved; this format does not carry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="421"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="438"/>
        <source>Open Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="439"/>
        <source>Job files (*.yaml *.yml *.json *.sh *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="457"/>
        <source>Save Job As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="472"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="473"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChart</name>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="89"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="91"/>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="118"/>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="390"/>
        <source>%1
%2 at epoch %3: %4</source>
        <translation>%1
%2 在第 %3 轮：%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="395"/>
        <source> (smoothed %1)</source>
        <translation>（平滑后 %1）</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChartsPanel</name>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="33"/>
        <source>Smoothing:</source>
        <translation>平滑：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="38"/>
        <source>Exponential moving average weight, debiased; 0 shows the raw values</source>
        <translation>指数移动平均权重（去偏）；0 显示原始值</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="45"/>
        <source>Export CSV...</source>
        <translation>导出 CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="48"/>
        <source>Export PNG...</source>
        <translation>导出 PNG...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="56"/>
        <source>No metrics yet: charts appear when the trainer reports its first epoch.</source>
        <translation>暂无指标：训练程序报告第一轮后显示图表。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="65"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="69"/>
        <source>Export Metrics</source>
        <translation>导出指标</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="66"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="72"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="75"/>
        <source>Export Charts</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PoolCard</name>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="37"/>
        <source>Chief (pool 0)</source>
        <translation>主节点（池 0）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="38"/>
        <source>Workers (pool 1)</source>
        <translation>工作节点（池 1）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="39"/>
        <source>Parameter servers / reduction server (pool 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="40"/>
        <source>Evaluators (pool 3)</source>
        <translation>评估节点（池 3）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="87"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="88"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="89"/>
        <source>Add row to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="91"/>
        <source>Remove selected row from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="112"/>
        <source>Switch the pool on or off. Pool 0 is the chief and is always needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="123"/>
        <source>Machine type</source>
        <translation>机器类型</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="27"/>
        <source>The virtual machine of every replica in this pool, grouped by series, with its vCPUs and memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="128"/>
        <source>&amp;Machine type:</source>
        <translation>机器类型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="135"/>
        <source>Accelerator type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="136"/>
        <source>GPUs this machine type takes. Greyed entries do not fit the machine type: hover them to see why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="139"/>
        <source>Accelerator count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="140"/>
        <source>Only the counts Vertex AI accepts for this machine type and GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="156"/>
        <source>&amp;Accelerators:</source>
        <translation>加速器(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="161"/>
        <source>Replica count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="163"/>
        <source>The chief pool always has exactly one replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="164"/>
        <source>How many machines of this kind run the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="165"/>
        <source>&amp;Replicas:</source>
        <translation>副本数(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="168"/>
        <source>Container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="169"/>
        <source>Python package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="170"/>
        <source>Task kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="171"/>
        <source>Run your own container, or a Python package on a prebuilt training container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="173"/>
        <source>&amp;Runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="185"/>
        <source>Container image URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="186"/>
        <source>The image every replica of this pool runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="187"/>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="196"/>
        <source>Executor image URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="197"/>
        <source>One of Vertex AI&apos;s prebuilt training containers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="198"/>
        <source>E&amp;xecutor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="203"/>
        <source>Package URIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="204"/>
        <source>Cloud Storage URIs of the packages, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="205"/>
        <source>&amp;Packages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="209"/>
        <source>Python module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="210"/>
        <source>Mo&amp;dule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="216"/>
        <source>Argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="216"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="217"/>
        <source>Command-line arguments, one per row, passed to every replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="218"/>
        <source>Ar&amp;guments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="232"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="232"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="232"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="233"/>
        <source>Environment variables set in every replica of this pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="234"/>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="253"/>
        <source>Boot disk type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="254"/>
        <source>All machines of a pool share one disk type and size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="255"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="260"/>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="261"/>
        <source>Default (100 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="262"/>
        <source>Boot disk size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="263"/>
        <source>From 100 to 64,000 GB; 0 keeps the default of 100 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="266"/>
        <source>&amp;Boot disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="319"/>
        <source>Set %1 task to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="336"/>
        <source>Set %1 package URIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="378"/>
        <source>%1 series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="387"/>
        <source>%1 — %2 vCPU, %3 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="393"/>
        <source>%1: %2 vCPUs, %3 GB memory, %4 series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="397"/>
        <source>%1, %2 series</source>
        <translation>%1，%2 系列</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="406"/>
        <source>No accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="424"/>
        <source>%1 (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="450"/>
        <source>%1 (not valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="453"/>
        <source>Not a count Vertex AI accepts for %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="510"/>
        <source>%1, from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="570"/>
        <source>Edit %1 arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="585"/>
        <source>Edit %1 environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="667"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="667"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PreviewPane</name>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="35"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="36"/>
        <source>Copy the text of the shown format to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="37"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
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
    <name>Poolcraft::Run</name>
    <message>
        <location filename="../app/history/runrecorder.cpp" line="64"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="10"/>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="11"/>
        <location filename="../app/launch/run.cpp" line="24"/>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="12"/>
        <location filename="../app/launch/run.cpp" line="25"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="13"/>
        <location filename="../app/launch/run.cpp" line="27"/>
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="14"/>
        <location filename="../app/launch/run.cpp" line="28"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="15"/>
        <source>cancelling</source>
        <translation>正在取消</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="16"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="29"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>Poolcraft::RunDashboard</name>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="44"/>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="47"/>
        <source>Regex</source>
        <translation>正则</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="48"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="52"/>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="54"/>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="60"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="65"/>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="70"/>
        <source>Save...</source>
        <translation>保存...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="97"/>
        <location filename="../widgets/charts/rundashboard.cpp" line="105"/>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="98"/>
        <source>Log files (*.log *.txt)</source>
        <translation>日志文件 (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="106"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="343"/>
        <source>Run %1 (%2)</source>
        <translation>运行 %1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="344"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="377"/>
        <source>Standard output</source>
        <translation>标准输出</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="378"/>
        <source>Standard error</source>
        <translation>标准错误</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="410"/>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/rundashboard.cpp" line="419"/>
        <source>%n matching line(s)</source>
        <translation>
            <numerusform>%n 行匹配</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::RunsPage</name>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="58"/>
        <source>Run locally</source>
        <translation>本地运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="62"/>
        <source>Run the job on this machine, one process per replica (F5)</source>
        <translation>在本机运行作业，每个副本一个进程（F5）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="63"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="67"/>
        <source>Stop every replica of the run (Shift+F5)</source>
        <translation>停止本次运行的所有副本（Shift+F5）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="69"/>
        <source>No run yet</source>
        <translation>尚无运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="85"/>
        <source>What each replica runs:</source>
        <translation>各副本运行的命令：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="88"/>
        <source>Copy Commands</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="99"/>
        <source>What each replica runs, as shell lines to copy: a job that runs in containers can be started by hand where Docker answers.</source>
        <translation>各副本运行的命令，可复制为 shell 行：在有 Docker 的机器上可手动启动容器作业。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="112"/>
        <source>Past runs</source>
        <translation>历史运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="115"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="115"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="115"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="117"/>
        <source>Double-click a run to show its logs and charts again.</source>
        <translation>双击某次运行可再次查看其日志和图表。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="147"/>
        <source>History unavailable: %1</source>
        <translation>历史记录不可用：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="185"/>
        <source>still asking `docker info`</source>
        <translation>仍在询问 `docker info`</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="276"/>
        <source>Asking whether Docker answers…</source>
        <translation>正在询问 Docker 是否响应…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="289"/>
        <source>Not started: fix the problems listed above</source>
        <translation>未启动：请修正上方列出的问题</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="299"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="316"/>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
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
        <location filename="../widgets/study/studyeditor.cpp" line="93"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="100"/>
        <source>&amp;Add parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="101"/>
        <source>&amp;Remove parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="106"/>
        <source>Para&amp;meters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="127"/>
        <source>Make the job a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="127"/>
        <source>Remove the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="130"/>
        <source>Set study metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="131"/>
        <source>Set study goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="133"/>
        <source>Set search algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="135"/>
        <source>Set trial counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="137"/>
        <source>Edit study parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="156"/>
        <source>Parameter type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="158"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="159"/>
        <source>Linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="160"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="161"/>
        <source>Reverse log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="163"/>
        <source>Parameter scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="164"/>
        <source>Set parameter type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="165"/>
        <source>Set parameter scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="259"/>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="285"/>
        <source>Add study parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="296"/>
        <source>Remove study parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
