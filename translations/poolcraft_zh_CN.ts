<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Poolcraft::Catalog</name>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="97"/>
        <source>a key must be plain text</source>
        <translation>键必须是纯文本</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="102"/>
        <source>unknown key &apos;%1&apos; (expected one of: %2)</source>
        <translation>未知的键“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="111"/>
        <source>%1 must be a mapping of keys to values</source>
        <translation>%1 必须是键到值的映射</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="119"/>
        <source>%1 must be a list</source>
        <translation>%1 必须是列表</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="128"/>
        <location filename="../models/catalog/catalogloader.cpp" line="144"/>
        <location filename="../models/catalog/catalogloader.cpp" line="739"/>
        <source>&apos;%1&apos; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="132"/>
        <source>&apos;%1&apos; must be non-empty text</source>
        <translation>“%1”必须是非空文本</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="153"/>
        <source>&apos;%1&apos; must be %2, not &apos;%3&apos;</source>
        <translation>“%1”必须是%2，而不是“%3”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="155"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="155"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="157"/>
        <source>a structure</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="161"/>
        <source>&apos;%1&apos; must not be negative (%2)</source>
        <translation>“%1”不能为负数（%2）</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="171"/>
        <location filename="../models/catalog/catalogloader.cpp" line="444"/>
        <source>source &apos;%1&apos; is not listed under &apos;sources&apos;</source>
        <translation>来源“%1”未在“sources”下列出</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="185"/>
        <source>flavour must be &apos;vertex&apos; or &apos;aiPlatform&apos;, not &apos;%1&apos;</source>
        <translation>flavour 必须是“vertex”或“aiPlatform”，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="196"/>
        <source>each source is a key and a non-empty description</source>
        <translation>每个来源都由一个键和一段非空说明组成</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="209"/>
        <source>an accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="221"/>
        <source>kind must be &apos;gpu&apos; or &apos;tpu&apos;, not &apos;%1&apos;</source>
        <translation>kind 必须是“gpu”或“tpu”，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="228"/>
        <source>lifecycle must be &apos;current&apos;, &apos;endOfSupport&apos; or &apos;endOfLife&apos;, not &apos;%1&apos;</source>
        <translation>lifecycle 必须是“current”、“endOfSupport”或“endOfLife”，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="236"/>
        <source>accelerator &apos;%1&apos; is listed twice</source>
        <translation>加速器“%1”列出了两次</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="240"/>
        <source>a catalog holds at most 64 accelerator types</source>
        <translation>一个目录最多包含 64 种加速器类型</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="255"/>
        <source>a machine type</source>
        <translation>机器类型</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="267"/>
        <source>machine type &apos;%1&apos; is listed twice</source>
        <translation>机器类型“%1”列出了两次</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="281"/>
        <source>a count rule</source>
        <translation>数量规则</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="289"/>
        <source>unknown machine type &apos;%1&apos; in a count rule</source>
        <translation>数量规则中有未知的机器类型“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="293"/>
        <source>unknown accelerator &apos;%1&apos; in a count rule</source>
        <translation>数量规则中有未知的加速器“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="297"/>
        <source>&apos;counts&apos; must be a non-empty list</source>
        <translation>“counts”必须是非空列表</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="303"/>
        <source>a count must be a whole number from 1 to 4096</source>
        <translation>数量必须是 1 到 4096 之间的整数</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="305"/>
        <source>counts must be increasing</source>
        <translation>counts 必须递增</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="328"/>
        <source>a GPU cap</source>
        <translation>GPU 上限</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="334"/>
        <location filename="../models/catalog/catalogloader.cpp" line="362"/>
        <location filename="../models/catalog/catalogloader.cpp" line="530"/>
        <location filename="../models/catalog/catalogloader.cpp" line="638"/>
        <source>unknown accelerator &apos;%1&apos;</source>
        <translation>未知的加速器“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="350"/>
        <source>a legacy machine type</source>
        <translation>旧版机器类型</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="358"/>
        <location filename="../models/catalog/catalogloader.cpp" line="396"/>
        <source>unknown machine type &apos;%1&apos;</source>
        <translation>未知的机器类型“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="380"/>
        <source>a scale tier</source>
        <translation>容量层级</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="411"/>
        <source>a default quota</source>
        <translation>默认配额</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="421"/>
        <source>a quota&apos;s resource is &apos;vcpus&apos; or an accelerator, not &apos;%1&apos;</source>
        <translation>配额的资源必须是“vcpus”或加速器，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="438"/>
        <source>each rule is a rule id and a source key</source>
        <translation>每条规则都由一个规则 ID 和一个来源键组成</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="456"/>
        <source>cannot read the table: %1</source>
        <translation>无法读取该表：%1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="461"/>
        <source>the table is larger than %1 MB</source>
        <translation>该表大于 %1 MB</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="477"/>
        <source>&apos;%1&apos; is not a price</source>
        <translation>“%1”不是价格</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="491"/>
        <source>a zone row needs a zone and a region</source>
        <translation>可用区行需要可用区和区域</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="524"/>
        <location filename="../models/catalog/catalogloader.cpp" line="568"/>
        <source>region &apos;%1&apos; is not in the zone table</source>
        <translation>区域“%1”不在可用区表中</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="547"/>
        <source>zone &apos;%1&apos; is not in the zone table</source>
        <translation>可用区“%1”不在可用区表中</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="578"/>
        <source>&apos;%1&apos; must be a number that is not negative</source>
        <translation>“%1”必须是非负数</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="604"/>
        <source>&apos;%1&apos; must name a file in the catalog&apos;s folder, not the path &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 必须是目录文件所在文件夹中的文件名，而不是路径 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="691"/>
        <location filename="../models/catalog/catalogloader.cpp" line="795"/>
        <source>the catalog file is larger than %1 MB</source>
        <translation>目录文件大于 %1 MB</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="702"/>
        <source>binary data (a NUL byte): not a YAML file</source>
        <translation>二进制数据（含 NUL 字节）：不是 YAML 文件</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="718"/>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="725"/>
        <source>a catalog file is a YAML mapping with &apos;version&apos;, &apos;sources&apos;, &apos;accelerators&apos;, &apos;machineTypes&apos; and &apos;countRules&apos;</source>
        <translation>目录文件是一个 YAML 映射，包含“version”、“sources”、“accelerators”、“machineTypes”和“countRules”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="733"/>
        <source>catalog version %1 is not supported (this Poolcraft reads version 1)</source>
        <translation>不支持目录版本 %1（此 Poolcraft 只能读取版本 1）</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="767"/>
        <source>unexpected structure: %1</source>
        <translation>意外的结构：%1</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogloader.cpp" line="789"/>
        <source>cannot read the catalog file: %1</source>
        <translation>无法读取目录文件：%1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogArguments</name>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="25"/>
        <source>--flavour takes &apos;vertex&apos; or &apos;ai-platform&apos;, not &apos;%1&apos;</source>
        <translation>--flavour 只接受“vertex”或“ai-platform”，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../models/catalog/catalogarguments.cpp" line="35"/>
        <source>the catalog file %1 was refused</source>
        <translation>目录文件 %1 被拒绝</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogBrowser</name>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="29"/>
        <source>&amp;Region:</source>
        <translation>区域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="31"/>
        <source>All regions</source>
        <translation>所有区域</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="34"/>
        <source>Region filter</source>
        <translation>区域筛选</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="35"/>
        <source>Show only what the region offers, with its prices.</source>
        <translation>仅显示该区域提供的内容及其价格。</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="36"/>
        <source>&amp;Filter:</source>
        <translation>筛选(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="38"/>
        <source>A100, n1-standard, g2…</source>
        <translation>A100, n1-standard, g2…</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="40"/>
        <source>Text filter</source>
        <translation>文本筛选</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="54"/>
        <source>Price per GPU is the region&apos;s list price per hour, or the lowest of all regions when none is picked.</source>
        <translation>每个 GPU 的价格为所选区域的每小时标价；未选区域时为所有区域中的最低价。</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="58"/>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogbrowser.cpp" line="62"/>
        <source>Prices and availability: %1. Price per GPU is the region&apos;s list price per hour, or the lowest of all regions when none is picked.</source>
        <translation>价格与可用性：%1。每个 GPU 的价格为所选区域的每小时标价；未选区域时为所有区域中的最低价。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CatalogChoices</name>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="70"/>
        <source>%1 has reached end of life.</source>
        <translation>%1 已结束生命周期。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="78"/>
        <source>%1 does not take %2.</source>
        <translation>%1 不支持 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="79"/>
        <source>%1 does not take %2; machine types that do: %3.</source>
        <translation>%1 不支持 %2；支持它的机器类型：%3。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="82"/>
        <source>%1 reaches end of support on %2.</source>
        <translation>%1 将于 %2 停止支持。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="174"/>
        <source>No catalog is loaded: machine types, GPUs and regions cannot be checked.</source>
        <translation>未加载目录：无法检查机器类型、GPU 和区域。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="197"/>
        <source>%1 (not in catalog)</source>
        <translation>%1（不在目录中）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="198"/>
        <source>The catalog does not list %1, so its limits cannot be checked.</source>
        <translation>目录中没有 %1，因此无法检查其限制。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="201"/>
        <source>%1 (AI Platform)</source>
        <translation>%1（AI Platform）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="203"/>
        <source>AI Platform&apos;s %1 is %2.</source>
        <translation>AI Platform 的 %1 即 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/catalogchoices.cpp" line="204"/>
        <source>AI Platform&apos;s %1 is %2 with %3 × %4.</source>
        <translation>AI Platform 的 %1 即 %2 加 %3 × %4。</translation>
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
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="57"/>
        <source>$%1/h</source>
        <translation>$%1/h</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="73"/>
        <source>Machine type</source>
        <translation>机器类型</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="74"/>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="75"/>
        <source>vCPUs</source>
        <translation>vCPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="76"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="77"/>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="78"/>
        <source>Valid counts</source>
        <translation>有效数量</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="79"/>
        <source>Price per GPU</source>
        <translation>每个 GPU 的价格</translation>
    </message>
    <message>
        <location filename="../widgets/catalogbrowser/catalogtablemodel.cpp" line="80"/>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudClient</name>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="51"/>
        <source>no access token from %1: %2</source>
        <translation>未能从 %1 获取访问令牌：%2</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="86"/>
        <location filename="../app/cloud/cloudclient.cpp" line="115"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="102"/>
        <source>cannot reach %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudclient.cpp" line="105"/>
        <source>%1 (after %2 attempts)</source>
        <translation>%1（已尝试 %2 次）</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudEndpoints</name>
    <message>
        <location filename="../app/cloud/endpoints.cpp" line="37"/>
        <source>%1: only https:// endpoints are used, or http:// to this machine</source>
        <translation>%1：只使用 https:// 端点，或指向本机的 http://</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CloudSetup</name>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="79"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS names %1, which does not exist.</source>
        <translation>GOOGLE_APPLICATION_CREDENTIALS 指向 %1，但该文件不存在。</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="82"/>
        <location filename="../app/cloud/cloudsetup.cpp" line="89"/>
        <source>%1 is not a credentials file (a JSON object with a &quot;type&quot;).</source>
        <translation>%1 不是凭据文件（带有 &quot;type&quot; 的 JSON 对象）。</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="99"/>
        <source>CLOUDSDK_CORE_PROJECT</source>
        <translation>CLOUDSDK_CORE_PROJECT</translation>
    </message>
    <message>
        <location filename="../app/cloud/cloudsetup.cpp" line="102"/>
        <source>gcloud configuration “%1”</source>
        <translation>gcloud 配置“%1”</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CostBreakdown</name>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="14"/>
        <source>Cost per pool</source>
        <translation>各池费用</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="20"/>
        <source>Pick a region to see what each pool costs.</source>
        <translation>请选择一个区域以查看各池的费用。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="27"/>
        <source>Total in %1: %2</source>
        <translation>%1 中的总计：%2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/costbreakdown.cpp" line="28"/>
        <source>Total in %1: ≥ %2 (price unknown: %3)</source>
        <translation>%1 中的总计：≥ %2（价格未知：%3）</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Credentials</name>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="79"/>
        <source>token endpoint %1: only https://, or http:// to this machine</source>
        <translation>令牌端点 %1：只能使用 https://，或指向本机的 http://</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="90"/>
        <source>cannot reach the token endpoint %1: %2</source>
        <translation>无法连接令牌端点 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="95"/>
        <source>the token endpoint refused: %1</source>
        <translation>令牌端点拒绝了请求：%1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="104"/>
        <source>the token endpoint answered without a token</source>
        <translation>令牌端点的响应中没有令牌</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="122"/>
        <source>service account %1 (%2)</source>
        <translation>服务账号 %1（%2）</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="141"/>
        <source>the private key of %1 cannot be read</source>
        <translation>无法读取 %1 的私钥</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="170"/>
        <source>user credentials (%1)</source>
        <translation>用户凭据（%1）</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="202"/>
        <source>gcloud&apos;s active account</source>
        <translation>gcloud 的活跃账号</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="203"/>
        <source>gcloud account %1</source>
        <translation>gcloud 账号 %1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="219"/>
        <source>`gcloud auth print-access-token` did not answer</source>
        <translation>`gcloud auth print-access-token` 没有响应</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="224"/>
        <source>`gcloud auth print-access-token` failed: %1</source>
        <translation>`gcloud auth print-access-token` 失败：%1</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="257"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="261"/>
        <source>%1 is over %2 KiB: not a credentials file</source>
        <translation>%1 超过 %2 KiB：不是凭据文件</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="269"/>
        <source>%1 is not JSON (at byte %2)</source>
        <translation>%1 不是 JSON（位于字节 %2）</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="277"/>
        <source>%1: credentials of type &quot;%2&quot; are not supported (service_account and authorized_user are)</source>
        <translation>%1：不支持类型为 &quot;%2&quot; 的凭据（支持 service_account 和 authorized_user）</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="294"/>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="298"/>
        <source>%1 names credentials that cannot be used: %2</source>
        <translation>%1 指定的凭据无法使用：%2</translation>
    </message>
    <message>
        <source>%1: %2 does not exist</source>
        <translation type="vanished">%1：%2 不存在</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="302"/>
        <source>the setting</source>
        <translation>该设置</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="306"/>
        <source>GOOGLE_APPLICATION_CREDENTIALS is not set</source>
        <translation>未设置 GOOGLE_APPLICATION_CREDENTIALS</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="313"/>
        <source>Application Default Credentials</source>
        <translation>应用默认凭据</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="321"/>
        <source>gcloud is not on PATH</source>
        <translation>gcloud 不在 PATH 中</translation>
    </message>
    <message>
        <location filename="../app/cloud/credentials.cpp" line="322"/>
        <source>no Google Cloud credentials: %1. Set one up with `gcloud auth application-default login`, or point GOOGLE_APPLICATION_CREDENTIALS at a service-account key file.</source>
        <translation>没有 Google Cloud 凭据：%1。请使用 `gcloud auth application-default login` 设置凭据，或将 GOOGLE_APPLICATION_CREDENTIALS 指向服务账号密钥文件。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::CsvTable</name>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="34"/>
        <source>the first line must be the header &quot;%1&quot;; this file is not such a table</source>
        <translation>第一行必须是表头 &quot;%1&quot;；此文件不是这样的表格</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="36"/>
        <source>the header must be &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>表头必须是 &quot;%1&quot;，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="72"/>
        <location filename="../models/catalog/csvtable.cpp" line="133"/>
        <source>expected %1 columns, found %2</source>
        <translation>应有 %1 列，实际为 %2 列</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="80"/>
        <location filename="../models/catalog/csvtable.cpp" line="195"/>
        <source>the table is empty</source>
        <translation>表为空</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="96"/>
        <source>binary data (a NUL byte) in a text table</source>
        <translation>文本表中含有二进制数据（NUL 字节）</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="178"/>
        <source>text after a closing quote</source>
        <translation>右引号后还有文本</translation>
    </message>
    <message>
        <location filename="../models/catalog/csvtable.cpp" line="187"/>
        <source>the file ends inside a quoted cell</source>
        <translation>文件在带引号的单元格内结束</translation>
    </message>
</context>
<context>
    <name>Poolcraft::DiagnosticsPanel</name>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="58"/>
        <source>job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="79"/>
        <source>Fix</source>
        <translation>修正</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="83"/>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="84"/>
        <source>Double-click or press Enter on a problem to go to its field.</source>
        <translation>双击问题或按 Enter 键可转到对应字段。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="121"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="121"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="130"/>
        <source>%1
Source: %2</source>
        <translation>%1
来源：%2</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="137"/>
        <source>Fix: %1</source>
        <translation>修正：%1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="138"/>
        <source>Sets %1 to %2 (undoable)</source>
        <translation>将 %1 设为 %2（可撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="151"/>
        <source>No problems: the job is ready to export or run.</source>
        <translation>没有问题：作业已可以导出或运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="153"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnostics/diagnosticspanel.cpp" line="154"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::EditNames</name>
    <message>
        <location filename="../app/document/undocommands.cpp" line="80"/>
        <source>machine type</source>
        <translation>机器类型</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="82"/>
        <source>accelerator type</source>
        <translation>加速器类型</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="84"/>
        <source>accelerator count</source>
        <translation>加速器数量</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="85"/>
        <source>replica count</source>
        <translation>副本数</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="86"/>
        <source>container image</source>
        <translation>容器映像</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="88"/>
        <source>executor image</source>
        <translation>执行器映像</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="90"/>
        <source>Python module</source>
        <translation>Python 模块</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="91"/>
        <source>boot disk type</source>
        <translation>启动磁盘类型</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="92"/>
        <source>boot disk size</source>
        <translation>启动磁盘大小</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="106"/>
        <source>Set region to %1</source>
        <translation>将区域设为 %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="108"/>
        <source>Set display name to %1</source>
        <translation>将显示名称设为 %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="110"/>
        <source>Set project to %1</source>
        <translation>将项目设为 %1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="114"/>
        <source>Clear %1</source>
        <translation>清除%1</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="116"/>
        <source>Set %1 to %2</source>
        <translation>将 %1 设为 %2</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="120"/>
        <source>Turn on the %1 pool</source>
        <translation>开启%1池</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="121"/>
        <source>Turn off the %1 pool</source>
        <translation>关闭%1池</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="123"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/document/undocommands.cpp" line="124"/>
        <source>Set %1 %2 to %3</source>
        <translation>将%1池的%2设为 %3</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ExampleFiles</name>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="43"/>
        <source>Could not copy the example to %1.</source>
        <translation>无法将示例复制到 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/examplefiles.cpp" line="50"/>
        <source>The example %1 is not installed.</source>
        <translation>未安装示例 %1。</translation>
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
        <translation>用于 gcloud ai custom-jobs create --config 的 config.yaml</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="54"/>
        <source>config.yaml for gcloud ai-platform jobs submit training --config (retired)</source>
        <translation>用于 gcloud ai-platform jobs submit training --config 的 config.yaml（已停用）</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="55"/>
        <source>CustomJob body for the Vertex AI REST API</source>
        <translation>用于 Vertex AI REST API 的 CustomJob 请求正文</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="56"/>
        <source>gcloud ai custom-jobs create command line</source>
        <translation>gcloud ai custom-jobs create 命令行</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="65"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML 文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="66"/>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="67"/>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="92"/>
        <source>Poolcraft job (*.poolcraft.yaml *.yaml)</source>
        <translation>Poolcraft 作业 (*.poolcraft.yaml *.yaml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="93"/>
        <source>Vertex config.yaml (*.yaml *.yml)</source>
        <translation>Vertex config.yaml (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="94"/>
        <source>Vertex hp-tuning config.yaml (*.yaml *.yml)</source>
        <translation>Vertex 超参数调优 config.yaml (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="95"/>
        <source>AI Platform config.yaml (*.yaml *.yml)</source>
        <translation>AI Platform config.yaml (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="96"/>
        <source>Vertex REST JSON (*.json)</source>
        <translation>Vertex REST JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="97"/>
        <source>gcloud command (*.sh)</source>
        <translation>gcloud 命令 (*.sh)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/exporttext.cpp" line="100"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Formats</name>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="92"/>
        <source>tpuTfVersion is not kept; Vertex TPU jobs choose the version through the container image</source>
        <translation>不保留 tpuTfVersion；Vertex TPU 作业通过容器映像选择版本</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="126"/>
        <source>&apos;%1&apos; is not a parameter type; read as DOUBLE (the types are DOUBLE, INTEGER, CATEGORICAL and DISCRETE)</source>
        <translation>“%1”不是参数类型；按 DOUBLE 读取（类型有 DOUBLE、INTEGER、CATEGORICAL 和 DISCRETE）</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="128"/>
        <source>Write DOUBLE</source>
        <translation>写为 DOUBLE</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="132"/>
        <source>&apos;%1&apos; is not a parameter type (DOUBLE, INTEGER, CATEGORICAL or DISCRETE)</source>
        <translation>“%1”不是参数类型（DOUBLE、INTEGER、CATEGORICAL 或 DISCRETE）</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="164"/>
        <source>a parameter needs a parameterName</source>
        <translation>参数需要 parameterName</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="167"/>
        <source>parameter &apos;%1&apos; needs a type</source>
        <translation>参数“%1”需要类型</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="177"/>
        <source>%1 of an INTEGER parameter must be a whole number</source>
        <translation>INTEGER 参数的 %1 必须是整数</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="194"/>
        <source>%1: 0 means &apos;not set&apos;, so the service uses 1; write the number you mean</source>
        <translation>%1：0 表示“未设置”，因此服务会使用 1；请写出您想要的数字</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="196"/>
        <source>Set it to 1</source>
        <translation>设为 1</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="253"/>
        <source>hyperparameters has no params: there is nothing to tune (is params indented under hyperparameters?)</source>
        <translation>hyperparameters 中没有 params：没有可调优的内容（params 是否缩进在 hyperparameters 下？）</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="364"/>
        <source>scheduling.priority is not kept; Vertex has no job priority</source>
        <translation>不保留 scheduling.priority；Vertex 没有作业优先级</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="372"/>
        <source>unknown key &apos;params&apos; in trainingInput is ignored (it belongs under hyperparameters: indent it one level deeper)</source>
        <translation>trainingInput 中的未知键“params”已忽略（它属于 hyperparameters：请再缩进一级）</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="376"/>
        <source>enableWebAccess is not kept</source>
        <translation>不保留 enableWebAccess</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="379"/>
        <source>encryptionConfig is not kept</source>
        <translation>不保留 encryptionConfig</translation>
    </message>
    <message>
        <location filename="../models/formats/aiplatformyaml.cpp" line="529"/>
        <source>the top-level keys are indented by %1 space(s); check that nothing was lost when the file was pasted</source>
        <translation>顶层键缩进了 %1 个空格；请检查粘贴文件时是否有内容丢失</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="14"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it; it will be missing from files written from this job</source>
        <translation>“%1”有效，但 Poolcraft 不保留它；从此作业写出的文件中将缺少该项</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="35"/>
        <source>&apos;%1&apos; is the Compute Engine name; Vertex (and gcloud) want the enum name &apos;%2&apos;</source>
        <translation>“%1”是 Compute Engine 名称；Vertex（以及 gcloud）需要枚举名称“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="37"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="493"/>
        <location filename="../models/formats/yamlreadcontext.cpp" line="505"/>
        <source>Write %1</source>
        <translation>写为 %1</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="144"/>
        <source>%1 has both containerSpec and pythonPackageSpec; a pool runs one of them</source>
        <translation>%1 同时包含 containerSpec 和 pythonPackageSpec；一个池只能运行其中之一</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="168"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); pool %2 and later are ignored</source>
        <translation>一个作业最多有 %1 个工作器池（主节点、工作节点、参数服务器、评估节点）；池 %2 及之后的池已忽略</translation>
    </message>
    <message>
        <location filename="../models/formats/customjobyaml.cpp" line="175"/>
        <source>%1 must be a mapping, not a single value or list</source>
        <translation>%1 必须是映射，而不是单个值或列表</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="58"/>
        <source>defaultValue is only for Vertex AI Vizier; hyperparameter tuning jobs ignore it</source>
        <translation>defaultValue 仅用于 Vertex AI Vizier；超参数调优作业会忽略它</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="83"/>
        <source>%1 is for a %2 parent; &apos;%3&apos; is %4</source>
        <translation>%1 用于 %2 类型的父参数；“%3”是 %4</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="107"/>
        <source>a conditional parameter of &apos;%1&apos; needs exactly one of parentDiscreteValues, parentIntValues or parentCategoricalValues</source>
        <translation>“%1”的条件参数需要且只能有 parentDiscreteValues、parentIntValues 或 parentCategoricalValues 之一</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="112"/>
        <source>a conditional parameter of &apos;%1&apos; needs a parameterSpec</source>
        <translation>“%1”的条件参数需要 parameterSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="155"/>
        <source>a parameter needs a parameterId</source>
        <translation>参数需要 parameterId</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="158"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation>参数“%1”需要 doubleValueSpec、integerValueSpec、categoricalValueSpec 或 discreteValueSpec 之一</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="162"/>
        <source>parameter &apos;%1&apos; has more than one value spec</source>
        <translation>参数“%1”有多个值规范</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="262"/>
        <source>only the first metric is kept; Poolcraft studies optimise one metric</source>
        <translation>只保留第一个指标；Poolcraft 研究只优化一个指标</translation>
    </message>
    <message>
        <location filename="../models/formats/hptuningyaml.cpp" line="307"/>
        <source>observationNoise is not supported by hyperparameter tuning jobs and is not kept</source>
        <translation>超参数调优作业不支持 observationNoise，因此不保留</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="118"/>
        <source>not valid YAML: %1</source>
        <translation>不是有效的 YAML：%1</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="131"/>
        <source>not a job config Poolcraft knows: expected trainingInput (AI Platform), workerPoolSpecs (Vertex custom job), studySpec and trialJobSpec (Vertex hp-tuning) or poolcraft (job document)</source>
        <translation>不是 Poolcraft 能识别的作业配置：应包含 trainingInput（AI Platform）、workerPoolSpecs（Vertex 自定义作业）、studySpec 和 trialJobSpec（Vertex 超参数调优）或 poolcraft（作业文档）</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="134"/>
        <source>not a job config: the file must hold a mapping of keys to values</source>
        <translation>不是作业配置：文件必须包含键到值的映射</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="153"/>
        <source>the CustomJobSpec</source>
        <translation>CustomJobSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="187"/>
        <source>the job has no display name: gcloud refuses --display-name=&apos;&apos;</source>
        <translation>作业没有显示名称：gcloud 会拒绝 --display-name=&apos;&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="192"/>
        <source>gcloud&apos;s --config takes no skipped worker pool and the %1 pool (%2) is skipped: export as vertex-json and send it to the REST API, or give that pool a machine</source>
        <translation>gcloud 的 --config 不接受跳过的工作器池，而%1池（%2）被跳过了：请导出为 vertex-json 并发送到 REST API，或为该池指定机器</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="207"/>
        <source>the %1 pool names no container image or Python package: gcloud refuses the script until it has one</source>
        <translation>%1池没有指定容器映像或 Python 软件包：在指定之前 gcloud 会拒绝该脚本</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="255"/>
        <source>gcloud command lines cannot be read by this build</source>
        <translation>此版本无法读取 gcloud 命令行</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="267"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="280"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="309"/>
        <source>the project is not written; give it when you submit the job</source>
        <translation>未写入项目；请在提交作业时提供</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="312"/>
        <source>the region (%1) is not written; give it with --region</source>
        <translation>未写入区域（%1）；请使用 --region 提供</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="316"/>
        <source>the local command is kept only in Poolcraft job documents</source>
        <translation>本地命令只保存在 Poolcraft 作业文档中</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="319"/>
        <source>the display name is not part of this format; give it with --display-name (or as the job id)</source>
        <translation>显示名称不属于此格式；请使用 --display-name 提供（或作为作业 ID）</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="323"/>
        <source>labels are not part of this format; give them with --labels</source>
        <translation>标签不属于此格式；请使用 --labels 提供</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="326"/>
        <source>the study (%1 parameters) is not written: a custom job has no study; export as hptuning-yaml or vertex-json</source>
        <translation>未写入研究（%1 个参数）：自定义作业没有研究；请导出为 hptuning-yaml 或 vertex-json</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="342"/>
        <source>AI Platform settings are not written: %1</source>
        <translation>未写入 AI Platform 设置：%1</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="350"/>
        <source>pool %1 (%2) is switched off; its settings are not written</source>
        <translation>池 %1（%2）已关闭；其设置不会写入</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="359"/>
        <source>environment variables of pool %1 are not written: AI Platform has none</source>
        <translation>未写入池 %1 的环境变量：AI Platform 不支持环境变量</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="362"/>
        <source>the TPU topology of pool %1 is not written</source>
        <translation>未写入池 %1 的 TPU 拓扑</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="366"/>
        <source>the executor image of pool %1 is not written: AI Platform picks it from runtimeVersion</source>
        <translation>未写入池 %1 的执行器映像：AI Platform 根据 runtimeVersion 选择执行器映像</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="373"/>
        <source>pool %1 runs another package or arguments than the chief; AI Platform runs one package for all</source>
        <translation>池 %1 运行的软件包或参数与主节点不同；AI Platform 对所有池只运行一个软件包</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="377"/>
        <source>pool %1 runs a different kind of task than the chief</source>
        <translation>池 %1 运行的任务类型与主节点不同</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="385"/>
        <source>restartJobOnWorkerRestart, disableRetries and strategy are not part of AI Platform scheduling</source>
        <translation>restartJobOnWorkerRestart、disableRetries 和 strategy 不属于 AI Platform 的调度设置</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="389"/>
        <source>baseOutputDirectory is not written (AI Platform uses jobDir)</source>
        <translation>未写入 baseOutputDirectory（AI Platform 使用 jobDir）</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="397"/>
        <source>AI Platform has no conditional parameters: %1 are written as ordinary parameters, tuned in every trial</source>
        <translation>AI Platform 没有条件参数：%1 作为普通参数写入，在每个试验中都会调优</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="404"/>
        <source>BEST_MEASUREMENT is not part of AI Platform</source>
        <translation>BEST_MEASUREMENT 不属于 AI Platform</translation>
    </message>
    <message>
        <location filename="../models/formats/jobfile.cpp" line="408"/>
        <source>resumePreviousJobId is AI Platform only and is not written</source>
        <translation>resumePreviousJobId 仅适用于 AI Platform，不会写入</translation>
    </message>
    <message>
        <location filename="../models/formats/poolcraftyaml.cpp" line="24"/>
        <source>this job document is version %1; this Poolcraft reads version %2: some settings may be missing</source>
        <translation>此作业文档的版本为 %1；此 Poolcraft 读取版本 %2：部分设置可能缺失</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="92"/>
        <source>the file is %1 MiB; config files above %2 MiB are refused</source>
        <translation>文件大小为 %1 MiB；超过 %2 MiB 的配置文件会被拒绝</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="110"/>
        <source>the file holds a NUL byte: it is binary, not a text config file</source>
        <translation>文件包含 NUL 字节：它是二进制文件，而不是文本配置文件</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="126"/>
        <source>byte 0x%1 is not valid UTF-8; save the file as UTF-8</source>
        <translation>字节 0x%1 不是有效的 UTF-8；请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="209"/>
        <source>values are nested more than %1 levels deep; a job config never is, so the file is refused</source>
        <translation>值的嵌套深度超过 %1 层；作业配置不会这么深，因此拒绝该文件</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlinput.cpp" line="217"/>
        <source>the file holds more than %1 keys and values; a job config holds a few hundred, so the file is refused</source>
        <translation>文件包含超过 %1 个键和值；作业配置通常只有几百个，因此拒绝该文件</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="140"/>
        <source>the file expands to more than %1 values (aliases referring to aliases?); reading stopped there</source>
        <translation>文件展开后超过 %1 个值（别名引用了别名？）；读取到此停止</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="150"/>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="152"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="154"/>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="161"/>
        <source>&apos;%1&apos;</source>
        <translation>&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="171"/>
        <source>%1 must be a mapping of keys to values, not %2</source>
        <translation>%1 必须是键到值的映射，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="182"/>
        <source>%1 must be a list, not %2</source>
        <translation>%1 必须是列表，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="201"/>
        <source>a key in %1 must be a plain name, not %2</source>
        <translation>%1 中的键必须是普通名称，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="218"/>
        <source>keys with underscore are invalid: write &apos;%1&apos; as &apos;%2&apos;</source>
        <translation>带下划线的键无效：请将“%1”写为“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="215"/>
        <source>Rename to %1</source>
        <translation>重命名为 %1</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="142"/>
        <source>the file&apos;s aliases expand to more than %1 MiB of text; reading stopped there</source>
        <translation>文件中的别名展开后超过 %1 MiB 文本；读取在此处停止</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="227"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored</source>
        <translation>已忽略 %2 中的未知键“%1”</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="228"/>
        <source>unknown key &apos;%1&apos; in %2 is ignored (did you mean &apos;%3&apos;?)</source>
        <translation>已忽略 %2 中的未知键“%1”（您是否是指“%3”？）</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="235"/>
        <source>&apos;%1&apos; appears twice in %2; the last one counts</source>
        <translation>“%1”在 %2 中出现了两次；以最后一个为准</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="273"/>
        <source>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings, not %1</source>
        <translation>合并键 &apos;&lt;&lt;&apos; 接受一个映射或映射列表，而不是 %1</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="278"/>
        <source>merge keys are nested more than %1 deep</source>
        <translation>合并键的嵌套超过 %1 层</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="304"/>
        <source>%1 must be a text value, not %2</source>
        <translation>%1 必须是文本值，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="320"/>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 必须是整数，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="335"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 必须是整数，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="340"/>
        <source>%1 is %2; it must be between %3 and %4</source>
        <translation>%1 为 %2；它必须介于 %3 和 %4 之间</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="353"/>
        <source>%1 must be a number, not %2</source>
        <translation>%1 必须是数字，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="368"/>
        <source>%1 must be a finite number, not &apos;%2&apos;</source>
        <translation>%1 必须是有限的数字，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="389"/>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 必须是 true 或 false，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="448"/>
        <source>an environment variable needs a name</source>
        <translation>环境变量需要名称</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="467"/>
        <source>a key in %1 must be text</source>
        <translation>%1 中的键必须是文本</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="492"/>
        <source>&apos;%1&apos; should be written &apos;%2&apos;</source>
        <translation>“%1”应写为“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="500"/>
        <source>&apos;%1&apos; is not a valid value for %2 (one of: %3)</source>
        <translation>“%1”不是 %2 的有效值（应为以下之一：%3）</translation>
    </message>
    <message>
        <location filename="../models/formats/yamlreadcontext.cpp" line="502"/>
        <source>&apos;%1&apos; is not a valid value for %2 (did you mean &apos;%3&apos;?)</source>
        <translation>“%1”不是 %2 的有效值（您是否是指“%3”？）</translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudReader</name>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="116"/>
        <source>the text has %1 characters; a command line is at most %2</source>
        <translation>文本有 %1 个字符；命令行最多 %2 个字符</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="129"/>
        <source>the command ends with this line, as in a shell; the lines after it are not read (a &apos;\&apos; missing at its end?)</source>
        <translation>与 shell 一样，命令在此行结束；之后的行不会被读取（行尾是否缺少 &apos;\&apos;？）</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="131"/>
        <source>only the first command is read; the rest is ignored</source>
        <translation>只读取第一条命令；其余部分已忽略</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="157"/>
        <source>there is no gcloud command here</source>
        <translation>这里没有 gcloud 命令</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="164"/>
        <source>expected a gcloud command, found &apos;%1&apos;</source>
        <translation>应为 gcloud 命令，但找到的是“%1”</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="208"/>
        <source>&apos;gcloud %1&apos; is not a command that creates a training job (expected &apos;ai custom-jobs create&apos;, &apos;ai hp-tuning-jobs create&apos; or &apos;ai-platform jobs submit training&apos;)</source>
        <translation>“gcloud %1”不是创建训练作业的命令（应为“ai custom-jobs create”、“ai hp-tuning-jobs create”或“ai-platform jobs submit training”）</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="229"/>
        <source>&apos;gcloud ai-platform jobs submit training&apos; needs the job name (JOB) after &apos;training&apos;</source>
        <translation>“gcloud ai-platform jobs submit training”需要在“training”之后提供作业名称 (JOB)</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="264"/>
        <source>unexpected argument &apos;%1&apos; is ignored</source>
        <translation>已忽略意外的参数“%1”</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="276"/>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="284"/>
        <source>unknown flag %1 is ignored</source>
        <translation>已忽略未知标志 %1</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="289"/>
        <source>%1 takes no value</source>
        <translation>%1 不接受值</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="399"/>
        <source>--config %1: the job spec in that file is not part of this command line; open the file itself to read it</source>
        <translation>--config %1：该文件中的作业规范不属于此命令行；请直接打开该文件来读取</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="429"/>
        <source>%1 is valid but Poolcraft does not keep it</source>
        <translation>%1 有效，但 Poolcraft 不保留它</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="439"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this is --worker-pool-spec number %2</source>
        <translation>一个作业最多有 %1 个工作器池（主节点、工作节点、参数服务器、评估节点）；这是第 %2 个 --worker-pool-spec</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="495"/>
        <source>%1: gcloud builds a container from local code here; Poolcraft does not keep &apos;%2&apos;</source>
        <translation>%1：gcloud 会在此处根据本地代码构建容器；Poolcraft 不保留“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="499"/>
        <source>--worker-pool-spec has no key &apos;%1&apos; (gcloud rejects it)</source>
        <translation>--worker-pool-spec 没有键“%1”（gcloud 会拒绝它）</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="512"/>
        <source>--worker-pool-spec needs machine-type</source>
        <translation>--worker-pool-spec 需要 machine-type</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="531"/>
        <source>--algorithm must be algorithm-unspecified, grid-search or random-search, not &apos;%1&apos;</source>
        <translation>--algorithm 必须是 algorithm-unspecified、grid-search 或 random-search，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="580"/>
        <source>--scale-tier must be one of %1, not &apos;%2&apos;</source>
        <translation>--scale-tier 必须是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="597"/>
        <source>%1 is valid but Poolcraft does not keep it (gcloud packages and uploads local code; give the uploaded package with --packages)</source>
        <translation>%1 有效，但 Poolcraft 不保留它（gcloud 会打包并上传本地代码；请使用 --packages 指定已上传的软件包）</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="627"/>
        <source>%1 takes type and count, not &apos;%2&apos;</source>
        <translation>%1 接受 type 和 count，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="633"/>
        <source>%1 needs both type= and count= (for example type=nvidia-tesla-t4,count=2)</source>
        <translation>%1 需要同时指定 type= 和 count=（例如 type=nvidia-tesla-t4,count=2）</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="644"/>
        <source>&apos;%1&apos; is not an accelerator type gcloud knows (for example nvidia-tesla-t4 or NVIDIA_TESLA_T4)</source>
        <translation>“%1”不是 gcloud 识别的加速器类型（例如 nvidia-tesla-t4 或 NVIDIA_TESLA_T4）</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="704"/>
        <source>&apos;gcloud ai custom-jobs create&apos; needs --worker-pool-spec or --config</source>
        <translation>“gcloud ai custom-jobs create”需要 --worker-pool-spec 或 --config</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="730"/>
        <source>a machine type is given for the %1 but no count: the pool is left out</source>
        <translation>为%1指定了机器类型但没有指定数量：该池已省略</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="754"/>
        <source>neither --module-name nor --master-image-uri: the job has nothing to run</source>
        <translation>既没有 --module-name 也没有 --master-image-uri：作业没有可运行的内容</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="802"/>
        <source>%1 expects KEY=VALUE pairs separated by commas; &apos;%2&apos; is not one</source>
        <translation>%1 需要以逗号分隔的 KEY=VALUE 对；“%2”不是</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="819"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 必须是整数，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudreader.cpp" line="824"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation>%1 为 %2，超出范围 %3..%4</translation>
    </message>
</context>
<context>
    <name>Poolcraft::GcloudWriter</name>
    <message>
        <location filename="../models/formats/gcloudcommand.cpp" line="64"/>
        <source># The whole job: its config is written by the here-document below, then gcloud reads it.</source>
        <translation># 整个作业：其配置由下面的 here-document 写入，然后由 gcloud 读取。</translation>
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
        <translation> (缺少权限 %1)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::HistoryStore</name>
    <message>
        <location filename="../app/history/historystore.cpp" line="416"/>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="423"/>
        <source>%1 has schema %2, not %3</source>
        <translation>%1 的架构版本为 %2，而不是 %3</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="439"/>
        <source>%1 is not a regular file; the history is kept in one</source>
        <translation>%1 不是普通文件；历史记录必须保存在普通文件中</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="445"/>
        <source>Cannot create folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="454"/>
        <source>%1 was written by a newer Poolcraft (schema %2, this one reads %3)</source>
        <translation>%1 由更新版本的 Poolcraft 写入（架构版本 %2，此版本只能读取 %3）</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="510"/>
        <source>Poolcraft ended while the run was live.</source>
        <translation>运行仍在进行时 Poolcraft 已退出。</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="588"/>
        <source>The history is not open.</source>
        <translation>历史记录未打开。</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="594"/>
        <source>Run %1 is not in the history.</source>
        <translation>运行 %1 不在历史记录中。</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="601"/>
        <source>Run %1 has not ended.</source>
        <translation>运行 %1 尚未结束。</translation>
    </message>
    <message>
        <location filename="../app/history/historystore.cpp" line="604"/>
        <source>Run %1 is a trial of study %2.</source>
        <translation>运行 %1 是研究 %2 的一个试验。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::InputFile</name>
    <message>
        <location filename="../models/core/inputfile.cpp" line="22"/>
        <source>is a directory, not a file</source>
        <translation>是目录，而不是文件</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="24"/>
        <source>is a FIFO (named pipe), not a file; give a regular file, or &quot;-&quot; and pipe it to standard input</source>
        <translation>是 FIFO（命名管道），而不是文件；请提供常规文件，或使用 &quot;-&quot; 并通过管道传入标准输入</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="27"/>
        <source>is a device, not a file</source>
        <translation>是设备，而不是文件</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="29"/>
        <source>is a socket, not a file</source>
        <translation>是套接字，而不是文件</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="30"/>
        <source>is not a regular file</source>
        <translation>不是常规文件</translation>
    </message>
    <message>
        <location filename="../models/core/inputfile.cpp" line="38"/>
        <source>no such file; its name is not valid UTF-8, which Poolcraft cannot pass on (rename the file)</source>
        <translation>没有这个文件；其名称不是有效的 UTF-8，Poolcraft 无法传递（请重命名该文件）</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobCost</name>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="37"/>
        <source>an unknown price</source>
        <translation>未知价格</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="39"/>
        <source>%1: %2 × %3 at %4</source>
        <translation>%1：%2 × %3，单价 %4</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="41"/>
        <source>(no machine type)</source>
        <translation>（无机器类型）</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="45"/>
        <source> + %1 × %2 × %3 at %4</source>
        <translation> + %1 × %2 × %3，单价 %4</translation>
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
        <translation>启动磁盘</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="90"/>
        <source>network traffic</source>
        <translation>网络流量</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="91"/>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="92"/>
        <source>Vertex AI&apos;s custom-training management fee</source>
        <translation>Vertex AI 的自定义训练管理费</translation>
    </message>
    <message>
        <location filename="../models/validation/jobcost.cpp" line="97"/>
        <source>Not counted: %1.</source>
        <translation>未计入：%1。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobDocument</name>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="69"/>
        <source>chief</source>
        <translation>主节点</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="70"/>
        <source>workers</source>
        <translation>工作节点</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="71"/>
        <source>parameter servers</source>
        <translation>参数服务器</translation>
    </message>
    <message>
        <location filename="../models/core/jobdocument.cpp" line="72"/>
        <source>evaluators</source>
        <translation>评估节点</translation>
    </message>
</context>
<context>
    <name>Poolcraft::JobEditDocument</name>
    <message>
        <location filename="../app/document/jobeditdocument.cpp" line="29"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LaunchPlan</name>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="95"/>
        <source>The job asks for %1 GPUs but this machine has none: it runs on the CPU.</source>
        <translation>作业需要 %1 个 GPU，但本机没有 GPU：将在 CPU 上运行。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="111"/>
        <source>The job needs %1 GPUs in all but this machine has %2; lower the replica or accelerator counts to run it here.</source>
        <translation>作业总共需要 %1 个 GPU，但本机只有 %2 个；请降低副本数或加速器数量后再在本机运行。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="133"/>
        <source>set the job&apos;s local command or pass one after `--`</source>
        <translation>设置作业的本地命令，或在 `--` 之后传入命令</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="137"/>
        <source>it runs a Python package, which only Vertex installs; to run it here, %1 (for example &quot;python3 -m %2&quot;).</source>
        <translation>它运行的是 Python 软件包，只有 Vertex 会安装它；要在本机运行，请%1（例如 &quot;python3 -m %2&quot;）。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="141"/>
        <source>it has no container image; give it one, or %1.</source>
        <translation>它没有容器映像；请为其指定映像，或%1。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="157"/>
        <source>The job has no local command, so workerpool%1 (%2) would run in a container, but %3</source>
        <translation>作业没有本地命令，因此 workerpool%1（%2）将在容器中运行，但%3</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="207"/>
        <source>Docker cannot mount %1: its path has a &apos;:&apos;; choose another run folder.</source>
        <translation>Docker 无法挂载 %1：其路径中含有“:”；请选择其他运行文件夹。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="215"/>
        <source>The job runs in containers (it has no local command) but no Docker engine answers (%1). The docker commands are shown so they can be run elsewhere; or set a local command to run the trainer without Docker.</source>
        <translation>作业在容器中运行（没有本地命令），但没有 Docker 引擎响应（%1）。下面显示了 docker 命令，可在其他地方运行；也可以设置本地命令，不使用 Docker 运行训练程序。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="363"/>
        <source>there is no docker program (%1)</source>
        <translation>没有 docker 程序（%1）</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="369"/>
        <source>`docker info` did not answer within %1 ms</source>
        <translation>`docker info` 在 %1 毫秒内没有响应</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="378"/>
        <source>`docker info` failed with exit code %1</source>
        <translation>`docker info` 失败，退出代码为 %1</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="448"/>
        <source>cannot make %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="454"/>
        <source>cannot use %1: %2</source>
        <translation>无法使用 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="459"/>
        <source>%1 is a link that another user made</source>
        <translation>%1 是其他用户创建的链接</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="461"/>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="463"/>
        <source>%1 belongs to another user</source>
        <translation>%1 属于其他用户</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="465"/>
        <source>anyone can write to %1</source>
        <translation>任何人都可以写入 %1</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="476"/>
        <source>cannot make a folder in %1: %2</source>
        <translation>无法在 %1 中创建文件夹：%2</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="496"/>
        <source>No folder for the run&apos;s files: %1.</source>
        <translation>没有用于运行文件的文件夹：%1。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="508"/>
        <source>The job has no local command: say how the trainer runs on this machine (for example &quot;python3 train.py&quot;).</source>
        <translation>作业没有本地命令：请说明训练程序在本机如何运行（例如 &quot;python3 train.py&quot;）。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="514"/>
        <source>The job has no chief pool (workerPoolSpecs[0]); there is nothing to start.</source>
        <translation>作业没有主节点池 (workerPoolSpecs[0])；没有可启动的内容。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="518"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation>主节点池必须正好有一个副本，而不是 %1 个。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="529"/>
        <location filename="../app/launch/launchplan.cpp" line="539"/>
        <source>%1 replicas cannot run on one machine; the local launcher runs at most %2.</source>
        <translation>一台机器上无法运行 %1 个副本；本地启动器最多运行 %2 个。</translation>
    </message>
    <message>
        <location filename="../app/launch/launchplan.cpp" line="547"/>
        <source>No free loopback ports for the replicas.</source>
        <translation>没有可供副本使用的空闲环回端口。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LegacyConversion</name>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="64"/>
        <source>scale tier %1 is not in the catalog; set the pools by hand</source>
        <translation>目录中没有容量层级 %1；请手动设置各个池</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="68"/>
        <source>a chief (%1)</source>
        <translation>一个主节点（%1）</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="72"/>
        <source>, %1 %2 (%3)</source>
        <translation>，%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="77"/>
        <source>scale tier %1 became %2; Vertex has no scale tiers</source>
        <translation>容量层级 %1 已转换为 %2；Vertex 没有容量层级</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="105"/>
        <source>the TPU worker (%1) and the %2 master became one pool with one replica on %1: Vertex runs a TPU job on a single machine</source>
        <translation>TPU 工作节点（%1）和 %2 主节点已合并为一个在 %1 上运行一个副本的池：Vertex 在单台机器上运行 TPU 作业</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="107"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="123"/>
        <source>pool %1 named accelerator %2 on legacy type %3, which carries its own; the legacy type&apos;s GPUs are used</source>
        <translation>池 %1 在旧版类型 %3 上指定了加速器 %2，而该类型自带加速器；将使用旧版类型的 GPU</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="133"/>
        <source> with %1 × %2</source>
        <translation> 搭配 %1 × %2</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="135"/>
        <source>legacy machine type %1 became %2%3</source>
        <translation>旧版机器类型 %1 已转换为 %2%3</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="151"/>
        <source>(none given)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="153"/>
        <source>runtimeVersion %1%2 has no Vertex equivalent: choose a prebuilt training container (us-docker.pkg.dev/vertex-ai/training/...) as the executor image of each Python package pool</source>
        <translation>runtimeVersion %1%2 在 Vertex 中没有对应版本：请为每个 Python 软件包池选择一个预构建训练容器 (us-docker.pkg.dev/vertex-ai/training/...) 作为执行器映像</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="158"/>
        <source> (Python %1)</source>
        <translation> (Python %1)</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="161"/>
        <source>pythonVersion %1 is set by the container image on Vertex</source>
        <translation>在 Vertex 上，pythonVersion %1 由容器映像决定</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="168"/>
        <source>jobDir %1 became baseOutputDirectory; the trainer now finds it in AIP_MODEL_DIR (…/model/) instead of a --job-dir argument</source>
        <translation>jobDir %1 已转换为 baseOutputDirectory；训练程序现在从 AIP_MODEL_DIR (…/model/) 获取它，而不是通过 --job-dir 参数</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="174"/>
        <source>useChiefInTfConfig is not needed: Vertex always names the first pool chief in TF_CONFIG</source>
        <translation>不需要 useChiefInTfConfig：Vertex 总是在 TF_CONFIG 中将第一个池命名为 chief</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="188"/>
        <source>no hyperparameterMetricTag was given; Vertex needs a metric id, so the AI Platform default %1 is used</source>
        <translation>未指定 hyperparameterMetricTag；Vertex 需要指标 ID，因此使用 AI Platform 的默认值 %1</translation>
    </message>
    <message>
        <location filename="../models/formats/legacyconversion.cpp" line="193"/>
        <source>resumePreviousJobId %1 cannot be carried over: Vertex cannot resume an AI Platform study</source>
        <translation>无法沿用 resumePreviousJobId %1：Vertex 无法恢复 AI Platform 研究</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LocalRunner</name>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="110"/>
        <source>A run is still going.</source>
        <translation>仍有运行在进行中。</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="114"/>
        <source>The job has no replicas to start.</source>
        <translation>作业没有可启动的副本。</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="115"/>
        <source>The job has errors.</source>
        <translation>作业有错误。</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="166"/>
        <source>Cannot enter the folder %1.</source>
        <translation>无法进入文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="207"/>
        <source>Stopped by the user.</source>
        <translation>已被用户停止。</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="220"/>
        <source>Stopped when Poolcraft quit.</source>
        <translation>Poolcraft 退出时已停止。</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="270"/>
        <source>%1 could not start %2: %3</source>
        <translation>%1 无法启动 %2：%3</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="299"/>
        <source>%1 was killed by signal %2 (%3)</source>
        <translation>%1 被信号 %2（%3）终止</translation>
    </message>
    <message>
        <location filename="../app/launch/localrunner.cpp" line="301"/>
        <source>%1 exited with code %2</source>
        <translation>%1 已退出，退出代码为 %2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogMatcher</name>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="30"/>
        <source>Nothing to search for</source>
        <translation>没有要搜索的内容</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="38"/>
        <source>Invalid regular expression at %1: %2</source>
        <translation>正则表达式在 %1 处无效：%2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogReplaySource</name>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="48"/>
        <source>A run is still going.</source>
        <translation>仍有运行在进行中。</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="55"/>
        <source>%1 is not a regular file.</source>
        <translation>%1 不是常规文件。</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="60"/>
        <location filename="../app/launch/logreplaysource.cpp" line="105"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/launch/logreplaysource.cpp" line="139"/>
        <source>Stopped by the user.</source>
        <translation>已被用户停止。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::LogView</name>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="493"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="495"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="497"/>
        <source>&amp;Follow Output</source>
        <translation>跟随输出(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="501"/>
        <source>&amp;Save Log As...</source>
        <translation>日志另存为(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="502"/>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="503"/>
        <source>Log files (*.log *.txt)</source>
        <translation>日志文件 (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logview.cpp" line="555"/>
        <source>a save is already running</source>
        <translation>已有保存正在进行</translation>
    </message>
    <message>
        <location filename="../widgets/logview/logsearch.cpp" line="201"/>
        <source>saving was cancelled</source>
        <translation>保存已取消</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="455"/>
        <source>&amp;Design</source>
        <translation>设计(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="456"/>
        <source>&amp;Study</source>
        <translation>研究(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="315"/>
        <location filename="../widgets/mainwindow.cpp" line="457"/>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="322"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="323"/>
        <location filename="../widgets/mainwindow.cpp" line="459"/>
        <source>&amp;Welcome</source>
        <translation>欢迎(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="458"/>
        <source>&amp;Runs</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="465"/>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="466"/>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="215"/>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="217"/>
        <source>The job&apos;s name in the Vertex AI console (up to 128 characters).</source>
        <translation>作业在 Vertex AI 控制台中的名称（最多 128 个字符）。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="220"/>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="221"/>
        <source>my-gcp-project</source>
        <translation>my-gcp-project</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="222"/>
        <source>The Google Cloud project the job runs in.</source>
        <translation>运行作业的 Google Cloud 项目。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="226"/>
        <source>&amp;Project:</source>
        <translation>项目(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="230"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="231"/>
        <source>Re&amp;gion:</source>
        <translation>区域(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="233"/>
        <source>Cost:</source>
        <translation>费用：</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="236"/>
        <source>Local command</source>
        <translation>本地命令</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="237"/>
        <source>python3 train.py</source>
        <translation>python3 train.py</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="239"/>
        <source>How the trainer runs on this machine (Run locally, F5), in shell words; a relative path is relative to the job file&apos;s folder.</source>
        <translation>训练程序在本机的运行方式（本地运行，F5），按 shell 单词书写；相对路径以作业文件所在文件夹为准。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="241"/>
        <source>&amp;Local command:</source>
        <translation>本地命令(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="255"/>
        <source>Local command: close the quote to apply it.</source>
        <translation>本地命令：请闭合引号后生效。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="273"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="274"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="276"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="278"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="280"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="282"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="285"/>
        <source>Res&amp;tart</source>
        <translation>重新启动(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="287"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="291"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="292"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="294"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="299"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="303"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="310"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="316"/>
        <source>Use a Catalog &amp;File…</source>
        <translation>使用目录文件(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="317"/>
        <source>Use the &amp;Built-in Catalog</source>
        <translation>使用内置目录(&amp;B)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="319"/>
        <source>The built-in catalog is used when Poolcraft starts again.</source>
        <translation>Poolcraft 下次启动时将使用内置目录。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="vanished">语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="vanished">系统默认</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="364"/>
        <source>Use a Catalog File</source>
        <translation>使用目录文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="364"/>
        <source>Poolcraft catalog (*.yaml *.yml)</source>
        <translation>Poolcraft 目录 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="375"/>
        <source>%1 is used when Poolcraft starts again.</source>
        <translation>Poolcraft 下次启动时将使用 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="383"/>
        <source>Catalog refused</source>
        <translation>目录被拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="384"/>
        <source>The chosen catalog file has errors; the catalog in use stays.

%1</source>
        <translation>所选目录文件有错误；继续使用当前目录。

%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="421"/>
        <source>The whole window is in the new language when Poolcraft starts again (File ▸ Restart).</source>
        <translation>Poolcraft 下次启动时，整个窗口都将使用新语言（文件 ▸ 重新启动）。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="426"/>
        <source>The new history file is used when Poolcraft starts again.</source>
        <translation>Poolcraft 下次启动时将使用新的历史记录文件。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="507"/>
        <source>%1[*] — Poolcraft</source>
        <translation>%1[*] — Poolcraft</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="545"/>
        <source>Could not apply “%1”.</source>
        <translation>无法应用“%1”。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="558"/>
        <source>Applied: %1</source>
        <translation>已应用：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="571"/>
        <source>Could not read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="583"/>
        <source>Opened %1 (%2)</source>
        <translation>已打开 %1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="593"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="600"/>
        <source>Saved; this format does not carry: %1</source>
        <translation>已保存；此格式不包含：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="603"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="621"/>
        <source>Open Job</source>
        <translation>打开作业</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="622"/>
        <source>Job files (*.yaml *.yml *.json *.sh *.txt);;All files (*)</source>
        <translation>作业文件 (*.yaml *.yml *.json *.sh *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="640"/>
        <source>Save Job As</source>
        <translation>作业另存为</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="655"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="656"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 有尚未保存的更改。是否保存？</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChart</name>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="63"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="65"/>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="99"/>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="388"/>
        <source>the image could not be encoded as PNG</source>
        <translation>无法将图像编码为 PNG</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="411"/>
        <source>%1
%2 at epoch %3: %4</source>
        <translation>%1
%2 在第 %3 轮：%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchart.cpp" line="416"/>
        <source> (smoothed %1)</source>
        <translation> (平滑后 %1)</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricChartsPanel</name>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="34"/>
        <source>Smoothing:</source>
        <translation>平滑：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="39"/>
        <source>Exponential moving average weight, debiased; 0 shows the raw values</source>
        <translation>指数移动平均权重（去偏）；0 显示原始值</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="46"/>
        <source>Export CSV...</source>
        <translation>导出 CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="49"/>
        <source>Export PNG...</source>
        <translation>导出 PNG...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="57"/>
        <source>No metrics yet: charts appear when the trainer reports its first epoch.</source>
        <translation>暂无指标：训练程序报告第一轮后显示图表。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="66"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="70"/>
        <source>Export Metrics</source>
        <translation>导出指标</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="67"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="73"/>
        <location filename="../widgets/charts/metricchartspanel.cpp" line="76"/>
        <source>Export Charts</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricExtractor</name>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="449"/>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="470"/>
        <source>the pattern needs a named group &quot;epoch&quot; (or &quot;step&quot;) and at least one other named group for a metric</source>
        <translation>模式需要一个名为 &quot;epoch&quot;（或 &quot;step&quot;）的命名组，以及至少一个用于指标的其他命名组</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="629"/>
        <source>the custom pattern has used its %1 s budget (it backtracks too much); from this line on it is not used</source>
        <translation>自定义模式已用完其 %1 秒的时间预算（回溯过多）；从此行起不再使用</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="640"/>
        <source>the custom pattern gave up on this line after %1 steps (it backtracks too much); this line and others like it are skipped</source>
        <translation>自定义模式在此行上执行 %1 步后放弃（回溯过多）；已跳过此行及类似的行</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="653"/>
        <location filename="../models/metrics/metricextractor.cpp" line="665"/>
        <source>&quot;%1&quot; is not a number for %2</source>
        <translation>&quot;%1&quot; 不是 %2 的数字</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="698"/>
        <source>the line ends before the closing brace</source>
        <translation>行在右花括号之前结束</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="703"/>
        <source>expected a quoted key</source>
        <translation>应为带引号的键</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="706"/>
        <source>the key is not closed</source>
        <translation>键未闭合</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="710"/>
        <source>expected &apos;:&apos; after the key</source>
        <translation>键之后应为“:”</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="713"/>
        <source>the value is missing</source>
        <translation>缺少值</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="718"/>
        <source>the string is not closed</source>
        <translation>字符串未闭合</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="731"/>
        <source>a nested value is not closed</source>
        <translation>嵌套值未闭合</translation>
    </message>
    <message>
        <location filename="../models/metrics/metricextractor.cpp" line="755"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after a value</source>
        <translation>值之后应为“,”或“}”</translation>
    </message>
</context>
<context>
    <name>Poolcraft::MetricLog</name>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="40"/>
        <source>the metric pattern is not usable: %1</source>
        <translation>指标模式不可用：%1</translation>
    </message>
    <message>
        <location filename="../models/metrics/metriclogreader.cpp" line="114"/>
        <location filename="../models/metrics/metriclogreader.cpp" line="180"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::OtherSettings</name>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="13"/>
        <source>Other settings (AI Platform)</source>
        <translation>其他设置（AI Platform）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="24"/>
        <source>&amp;Runtime version:</source>
        <translation>运行时版本(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="25"/>
        <source>AI Platform&apos;s runtime (TensorFlow) version. Vertex has none: a prebuilt training container takes its place.</source>
        <translation>AI Platform 的运行时（TensorFlow）版本。Vertex 没有运行时版本：由预构建训练容器代替。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="27"/>
        <source>P&amp;ython version:</source>
        <translation>Python 版本(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="28"/>
        <source>AI Platform&apos;s Python version, such as 3.7. Empty: the runtime&apos;s default.</source>
        <translation>AI Platform 的 Python 版本，例如 3.7。留空：使用运行时的默认版本。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="29"/>
        <source>&amp;Job directory:</source>
        <translation>作业目录(&amp;J)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/othersettings.cpp" line="30"/>
        <source>Where AI Platform puts the job&apos;s output (gs://bucket/dir).</source>
        <translation>AI Platform 存放作业输出的位置 (gs://bucket/dir)。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::OutputFile</name>
    <message>
        <location filename="../models/core/outputfile.cpp" line="53"/>
        <source>it is a FIFO that nobody reads</source>
        <translation>它是一个无人读取的 FIFO</translation>
    </message>
    <message>
        <location filename="../models/core/outputfile.cpp" line="154"/>
        <source>it is a directory</source>
        <translation>它是一个目录</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PoolCard</name>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="36"/>
        <source>Chief (pool 0)</source>
        <translation>主节点（池 0）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="37"/>
        <source>Workers (pool 1)</source>
        <translation>工作节点（池 1）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="38"/>
        <source>Parameter servers / reduction server (pool 2)</source>
        <translation>参数服务器 / 归约服务器（池 2）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="39"/>
        <source>Evaluators (pool 3)</source>
        <translation>评估节点（池 3）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="95"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="96"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="97"/>
        <source>Add row to %1</source>
        <translation>向 %1 添加行</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="99"/>
        <source>Remove selected row from %1</source>
        <translation>从 %1 中移除所选行</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="120"/>
        <source>Switch the pool on or off. Pool 0 is the chief and is always needed.</source>
        <translation>开启或关闭此池。池 0 是主节点，始终需要。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="136"/>
        <source>Machine type</source>
        <translation>机器类型</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="27"/>
        <source>The virtual machine of every replica in this pool, grouped by series, with its vCPUs and memory.</source>
        <translation>此池中每个副本的虚拟机，按系列分组，并显示其 vCPU 和内存。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="141"/>
        <source>&amp;Machine type:</source>
        <translation>机器类型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="148"/>
        <source>Accelerator type</source>
        <translation>加速器类型</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="149"/>
        <source>GPUs this machine type takes. Greyed entries do not fit the machine type: hover them to see why.</source>
        <translation>此机器类型可搭配的 GPU。灰色条目与该机器类型不匹配：将鼠标悬停其上可查看原因。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="152"/>
        <source>Accelerator count</source>
        <translation>加速器数量</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="153"/>
        <source>Only the counts Vertex AI accepts for this machine type and GPU.</source>
        <translation>仅显示 Vertex AI 对此机器类型和 GPU 接受的数量。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="171"/>
        <source>&amp;Accelerators:</source>
        <translation>加速器(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="176"/>
        <source>Replica count</source>
        <translation>副本数</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="178"/>
        <source>The chief pool always has exactly one replica.</source>
        <translation>主节点池始终正好有一个副本。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="179"/>
        <source>How many machines of this kind run the job.</source>
        <translation>运行此作业的此类机器数量。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="180"/>
        <source>&amp;Replicas:</source>
        <translation>副本数(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="183"/>
        <source>Container image</source>
        <translation>容器映像</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="184"/>
        <source>Python package</source>
        <translation>Python 软件包</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="185"/>
        <source>Task kind</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="186"/>
        <source>Run your own container, or a Python package on a prebuilt training container.</source>
        <translation>运行您自己的容器，或在预构建训练容器上运行 Python 软件包。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="190"/>
        <source>&amp;Runs:</source>
        <translation>运行(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="203"/>
        <source>Container image URI</source>
        <translation>容器映像 URI</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="204"/>
        <source>The image every replica of this pool runs.</source>
        <translation>此池的每个副本都运行的映像。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="205"/>
        <source>&amp;Image:</source>
        <translation>映像(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="214"/>
        <source>Executor image URI</source>
        <translation>执行器映像 URI</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="215"/>
        <source>One of Vertex AI&apos;s prebuilt training containers.</source>
        <translation>Vertex AI 的预构建训练容器之一。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="216"/>
        <source>E&amp;xecutor:</source>
        <translation>执行器(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="221"/>
        <source>Package URIs</source>
        <translation>软件包 URI</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="222"/>
        <source>Cloud Storage URIs of the packages, separated by commas.</source>
        <translation>软件包的 Cloud Storage URI，以逗号分隔。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="223"/>
        <source>&amp;Packages:</source>
        <translation>软件包(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="227"/>
        <source>Python module</source>
        <translation>Python 模块</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="228"/>
        <source>Mo&amp;dule:</source>
        <translation>模块(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="235"/>
        <source>Argument</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="235"/>
        <source>Arguments</source>
        <translation>命令行参数</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="236"/>
        <source>Command-line arguments, one per row, passed to every replica.</source>
        <translation>命令行参数，每行一个，传给每个副本。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="237"/>
        <source>Ar&amp;guments:</source>
        <translation>命令行参数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="249"/>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="250"/>
        <source>Environment variables set in every replica of this pool.</source>
        <translation>在此池的每个副本中设置的环境变量。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="251"/>
        <source>&amp;Environment:</source>
        <translation>环境变量(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="267"/>
        <source>Boot disk type</source>
        <translation>启动磁盘类型</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="268"/>
        <source>All machines of a pool share one disk type and size.</source>
        <translation>一个池中的所有机器共用同一种磁盘类型和大小。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="269"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="274"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="275"/>
        <source>Default (100 GB)</source>
        <translation>默认 (100 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="276"/>
        <source>Boot disk size</source>
        <translation>启动磁盘大小</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="277"/>
        <source>From 100 to 64,000 GB; 0 keeps the default of 100 GB.</source>
        <translation>100 到 64,000 GB；0 表示保留默认值 100 GB。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="280"/>
        <source>&amp;Boot disk:</source>
        <translation>启动磁盘(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="333"/>
        <source>Set %1 task to %2</source>
        <translation>将%1池的任务类型设为%2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="350"/>
        <source>Set %1 package URIs</source>
        <translation>设置%1池的软件包 URI</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="402"/>
        <source>%1 series</source>
        <translation>%1 系列</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="411"/>
        <source>%1 — %2 vCPU, %3 GB</source>
        <translation>%1 — %2 vCPU，%3 GB</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="417"/>
        <source>%1: %2 vCPUs, %3 GB memory, %4 series</source>
        <translation>%1：%2 个 vCPU，%3 GB 内存，%4 系列</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="421"/>
        <source>%1, %2 series</source>
        <translation>%1，%2 系列</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="436"/>
        <source>No accelerator</source>
        <translation>无加速器</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="437"/>
        <source>%1, with %2</source>
        <translation>%1，搭载 %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="457"/>
        <source>%1 (unknown)</source>
        <translation>%1（未知）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="485"/>
        <source>%1 (not valid)</source>
        <translation>%1（无效）</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="488"/>
        <source>Not a count Vertex AI accepts for %1 with %2.</source>
        <translation>Vertex AI 不接受 %1 搭配 %2 时使用此数量。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="553"/>
        <source>%1, from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="613"/>
        <source>Edit %1 arguments</source>
        <translation>编辑%1池的命令行参数</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="628"/>
        <source>Edit %1 environment</source>
        <translation>编辑%1池的环境变量</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="710"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/designer/poolcard.cpp" line="710"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>Poolcraft::PreviewPane</name>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="36"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="37"/>
        <source>Copy the text of the shown format to the clipboard.</source>
        <translation>将所显示格式的文本复制到剪贴板。</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="38"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="39"/>
        <source>Save the text of the shown format to a file.</source>
        <translation>将所显示格式的文本保存到文件。</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="51"/>
        <source>%1 preview</source>
        <translation>%1 预览</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/preview/previewpane.cpp" line="68"/>
        <source>⚠ %n setting(s) not carried by this format (hover to see which)</source>
        <translation>
            <numerusform>⚠ 此格式不包含 %n 项设置（悬停可查看是哪些）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="116"/>
        <source>Save %1</source>
        <translation>保存 %1</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="124"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../widgets/preview/previewpane.cpp" line="125"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::RegionOptions</name>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="62"/>
        <source>a pool names no machine type</source>
        <translation>有池没有指定机器类型</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="64"/>
        <source>%1 is not a known machine type</source>
        <translation>%1 不是已知的机器类型</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="66"/>
        <source>where %1 machines are offered is not known</source>
        <translation>不知道哪里提供 %1 机器</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="69"/>
        <source>%1 is not a known accelerator</source>
        <translation>%1 不是已知的加速器</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="73"/>
        <source>%1 has reached end of life</source>
        <translation>%1 已结束生命周期</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="75"/>
        <source>where %1 is offered is not known</source>
        <translation>不知道哪里提供 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="97"/>
        <source>no %1 machines</source>
        <translation>没有 %1 机器</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="100"/>
        <source>%1 not offered</source>
        <translation>不提供 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/regionoptions.cpp" line="113"/>
        <source>no zone offers %1 together</source>
        <translation>没有可用区同时提供 %1</translation>
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
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="71"/>
        <source>%1 can run this job for %2.</source>
        <translation>%1 可以运行此作业，费用为 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="37"/>
        <source>Where the job runs. Regions with a tick offer everything the job asks for, with the cost per hour of all its machines.</source>
        <translation>作业的运行位置。带勾号的区域提供作业所需的全部资源，并显示其所有机器每小时的费用。</translation>
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
        <translation>%1 — 无法运行</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="79"/>
        <source>%1 — unknown region</source>
        <translation>%1 — 未知区域</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="82"/>
        <source>%1 is not a region Poolcraft&apos;s catalog knows.</source>
        <translation>%1 不是 Poolcraft 目录中已知的区域。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="89"/>
        <source>Pick a region.</source>
        <translation>请选择一个区域。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="93"/>
        <source>This job can run here for %1.</source>
        <translation>此作业可以在这里运行，费用为 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/designer/regionpicker.cpp" line="95"/>
        <source>This job cannot run here: %1</source>
        <translation>此作业无法在这里运行：%1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ReplicaScript</name>
    <message numerus="yes">
        <source>%n variable(s) left out: the name is not a valid environment variable name</source>
        <translation type="vanished">
            <numerusform>省略了 %n 个变量：其名称不是有效的环境变量名称</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/launch/replicascript.cpp" line="72"/>
        <source>%n variable(s) left out: a name that is not an environment variable name, or a value that holds a NUL character</source>
        <translation>
            <numerusform>省略了 %n 个变量：名称不是环境变量名称，或值中含有 NUL 字符</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::Run</name>
    <message>
        <location filename="../app/history/runrecorder.cpp" line="52"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="8"/>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="9"/>
        <location filename="../app/launch/run.cpp" line="22"/>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="10"/>
        <location filename="../app/launch/run.cpp" line="23"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="11"/>
        <location filename="../app/launch/run.cpp" line="25"/>
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="12"/>
        <location filename="../app/launch/run.cpp" line="26"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="13"/>
        <source>cancelling</source>
        <translation>正在取消</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="14"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../app/launch/run.cpp" line="27"/>
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
        <location filename="../widgets/charts/rundashboard.cpp" line="61"/>
        <source>Some tasks</source>
        <translation>部分任务</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="63"/>
        <source>Show the log of every task, or of one</source>
        <translation>显示所有任务或单个任务的日志</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="66"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="71"/>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="76"/>
        <source>Save...</source>
        <translation>保存...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="105"/>
        <location filename="../widgets/charts/rundashboard.cpp" line="113"/>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="106"/>
        <source>Log files (*.log *.txt)</source>
        <translation>日志文件 (*.log *.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="114"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="260"/>
        <source>Charts: metrics printed by %1 (standard output and error)</source>
        <translation>图表：%1 输出的指标（标准输出和标准错误）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="222"/>
        <source>Run %1 (%2)</source>
        <translation>运行 %1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="223"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="277"/>
        <source>Standard output</source>
        <translation>标准输出</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="278"/>
        <source>Standard error</source>
        <translation>标准错误</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="312"/>
        <source>All tasks</source>
        <translation>所有任务</translation>
    </message>
    <message>
        <location filename="../widgets/charts/rundashboard.cpp" line="336"/>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/rundashboard.cpp" line="345"/>
        <source>%n matching line(s)</source>
        <translation>
            <numerusform>%n 行匹配</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poolcraft::RunsPage</name>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="64"/>
        <source>Run locally</source>
        <translation>本地运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="68"/>
        <source>Run the job on this machine, one process per replica (F5)</source>
        <translation>在本机运行作业，每个副本一个进程（F5）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="70"/>
        <source>Run on Vertex AI…</source>
        <translation>在 Vertex AI 上运行…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="72"/>
        <source>Show what would be sent to Vertex AI and what it costs; Launch sends it to the job&apos;s project and region, then its state, logs and charts are followed here</source>
        <translation>显示将发送到 Vertex AI 的内容及其费用；“启动”会将其发送到作业的项目和区域，之后在此跟踪其状态、日志和图表</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="75"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="79"/>
        <source>Stop every replica of the run (Shift+F5)</source>
        <translation>停止本次运行的所有副本（Shift+F5）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="81"/>
        <source>Open Cloud Job…</source>
        <translation>打开云端作业…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="83"/>
        <source>Follow a Vertex AI job submitted elsewhere, by its resource name or numeric id</source>
        <translation>按资源名称或数字 ID 跟踪在其他地方提交的 Vertex AI 作业</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="85"/>
        <source>Cloud Console</source>
        <translation>Cloud 控制台</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="89"/>
        <source>Open the cloud job&apos;s page in the Google Cloud console</source>
        <translation>在 Google Cloud 控制台中打开云端作业的页面</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="91"/>
        <source>No run yet</source>
        <translation>尚无运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="107"/>
        <source>What each replica runs:</source>
        <translation>各副本运行的命令：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="110"/>
        <source>Copy Commands</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="121"/>
        <source>What each replica runs, as shell lines to copy: a job that runs in containers can be started by hand where Docker answers.</source>
        <translation>各副本运行的命令，可复制为 shell 行：在有 Docker 的机器上可手动启动容器作业。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="134"/>
        <source>Past runs</source>
        <translation>历史运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="137"/>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="140"/>
        <source>Click a run to show its logs and charts again; while a run goes on, double-click one to overlay it on the charts.</source>
        <translation>点击某次运行可再次查看其日志和图表；在运行进行期间，双击某次运行可将其叠加到图表上。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="146"/>
        <source>Delete from History…</source>
        <translation>从历史记录中删除…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="325"/>
        <source>Run %1 (%2)</source>
        <translation>运行 %1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="342"/>
        <source>Run %1 has not ended yet: stop it, then delete it.</source>
        <translation>运行 %1 尚未结束：请先停止，再删除。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="345"/>
        <source>Run %1 is a trial of study %2: it stays in the history with its study.</source>
        <translation>运行 %1 是研究 %2 的一个试验：它随所属研究保留在历史记录中。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="358"/>
        <source>Delete the selected runs from the history, with their logs and metrics (Delete)</source>
        <translation>从历史记录中删除所选运行及其日志和指标（Delete）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="373"/>
        <source>Delete from History</source>
        <translation>从历史记录中删除</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="377"/>
        <source>Delete %1 from the history?</source>
        <translation>要从历史记录中删除 %1 吗？</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="378"/>
        <source>Its logs, metrics and states are deleted with it. This cannot be undone.</source>
        <translation>其日志、指标和状态将一并删除。此操作无法撤销。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="381"/>
        <source>Delete these %1 runs from the history?</source>
        <translation>要从历史记录中删除这 %1 个运行吗？</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="383"/>
        <source>Their logs, metrics and states are deleted with them. This cannot be undone.</source>
        <translation>它们的日志、指标和状态将一并删除。此操作无法撤销。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="386"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="393"/>
        <source>Not deleted: %1</source>
        <translation>未删除：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="407"/>
        <source>Deleted from the history: %1</source>
        <translation>已从历史记录中删除：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="485"/>
        <source>Open Cloud Job</source>
        <translation>打开云端作业</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="487"/>
        <source>Resource name (projects/P/locations/R/customJobs/ID or …/hyperparameterTuningJobs/ID),
or the numeric id of a custom job in the configured project and region:</source>
        <translation>资源名称（projects/P/locations/R/customJobs/ID 或 …/hyperparameterTuningJobs/ID），
或已配置的项目和区域中某个自定义作业的数字 ID：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="505"/>
        <source>Not opened: %1</source>
        <translation>未打开：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="511"/>
        <source>Asking Vertex AI for %1…</source>
        <translation>正在向 Vertex AI 查询 %1…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="531"/>
        <source>Vertex AI: %1</source>
        <translation>Vertex AI：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="688"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="690"/>
        <source>Open Folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="696"/>
        <source>Copy Cloud Job Name</source>
        <translation>复制云端作业名称</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="702"/>
        <source>Copy Console Link</source>
        <translation>复制控制台链接</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="705"/>
        <source>Open in Cloud Console</source>
        <translation>在 Cloud 控制台中打开</translation>
    </message>
    <message>
        <source>Double-click a run to show its logs and charts again.</source>
        <translation type="vanished">双击某次运行可再次查看其日志和图表。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="188"/>
        <source>History unavailable: %1</source>
        <translation>历史记录不可用：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="236"/>
        <source>still asking `docker info`</source>
        <translation>仍在询问 `docker info`</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="433"/>
        <source>Asking whether Docker answers…</source>
        <translation>正在询问 Docker 是否响应…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="446"/>
        <source>Not started: fix the problems listed above</source>
        <translation>未启动：请修正上方列出的问题</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="474"/>
        <source>Sending the job to Vertex AI…</source>
        <translation>正在将作业发送到 Vertex AI…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="565"/>
        <source>Not started: %1</source>
        <translation>未启动：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="324"/>
        <location filename="../widgets/runs/runspage.cpp" line="570"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="589"/>
        <source>Quit during a run</source>
        <translation>在运行期间退出</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="594"/>
        <source>Run %1 is still going. Quitting stops all its replicas.</source>
        <translation>运行 %1 仍在进行。退出将停止其所有副本。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="596"/>
        <source>Stop the Run and Quit</source>
        <translation>停止运行并退出</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="598"/>
        <source>Run %1 follows the Vertex AI job %2, which keeps running in the cloud after Poolcraft quits. Open it again with Open Cloud Job…, or cancel it first with Stop.</source>
        <translation>运行 %1 跟踪的是 Vertex AI 作业 %2，Poolcraft 退出后该作业仍会在云端继续运行。可通过“打开云端作业…”再次打开它，或先用“停止”将其取消。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="603"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="616"/>
        <location filename="../widgets/runs/runspage.cpp" line="653"/>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
</context>
<context>
    <name>Poolcraft::SettingsDialog</name>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="40"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="65"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="67"/>
        <source>&amp;General</source>
        <translation>常规(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="68"/>
        <source>&amp;Cloud</source>
        <translation>云端(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="69"/>
        <source>&amp;History</source>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="93"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="96"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="97"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="98"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="100"/>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="110"/>
        <source>gcloud&apos;s project, when set</source>
        <translation>gcloud 的项目（如已设置）</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="111"/>
        <source>Default &amp;project:</source>
        <translation>默认项目(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="118"/>
        <source>Default &amp;region:</source>
        <translation>默认区域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="123"/>
        <source>Found:</source>
        <translation>已找到：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="125"/>
        <source>the first one found</source>
        <translation>找到的第一个</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="126"/>
        <source>&amp;Key file to use:</source>
        <translation>要使用的密钥文件(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="127"/>
        <source>Credentials File</source>
        <translation>凭据文件</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="128"/>
        <source>JSON key files (*.json)</source>
        <translation>JSON 密钥文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="131"/>
        <source>gcloud&apos;s active account</source>
        <translation>gcloud 的活跃账号</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="132"/>
        <source>gcloud &amp;account to use:</source>
        <translation>要使用的 gcloud 账号(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="137"/>
        <source>&amp;Vertex AI endpoint:</source>
        <translation>Vertex AI 端点(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="140"/>
        <source>Cloud &amp;Logging endpoint:</source>
        <translation>Cloud Logging 端点(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="158"/>
        <source>History &amp;file:</source>
        <translation>历史记录文件(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="159"/>
        <source>History File</source>
        <translation>历史记录文件</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="160"/>
        <source>SQLite databases (*.sqlite)</source>
        <translation>SQLite 数据库 (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="166"/>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="170"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="171"/>
        <source>No limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="173"/>
        <source>Size &amp;limit:</source>
        <translation>大小上限(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="175"/>
        <source>When Poolcraft starts, the oldest runs that are not part of a study are removed until the history fits the limit. Another file is used when Poolcraft starts again; $POOLCRAFT_HISTORY_DB, when set, comes first.</source>
        <translation>Poolcraft 启动时，会移除不属于任何研究的最早的运行，直到历史记录不超过上限。更换的文件将在 Poolcraft 下次启动时使用；如果设置了 $POOLCRAFT_HISTORY_DB，则优先使用它。</translation>
    </message>
    <message>
        <location filename="../widgets/settings/settingsdialog.cpp" line="198"/>
        <source>not created yet</source>
        <translation>尚未创建</translation>
    </message>
</context>
<context>
    <name>Poolcraft::ShellWords</name>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="76"/>
        <location filename="../models/formats/gcloudwords.cpp" line="211"/>
        <location filename="../models/formats/gcloudwords.cpp" line="291"/>
        <source>a NUL character cannot be part of a command line</source>
        <translation>命令行中不能包含 NUL 字符</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="130"/>
        <source>this word has %1 characters; Linux runs no command with a word over %2</source>
        <translation>该词有 %1 个字符；Linux 不会运行包含超过 %2 个字符的词的命令</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="136"/>
        <source>the command has more than %1 words; Linux runs none that long</source>
        <translation>该命令超过 %1 个词；Linux 不会运行这么长的命令</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="190"/>
        <source>the quote &apos; opened here is never closed</source>
        <translation>在此处打开的引号 &apos; 从未闭合</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="217"/>
        <source>the quote &quot; opened here is never closed</source>
        <translation>在此处打开的引号 &quot; 从未闭合</translation>
    </message>
    <message>
        <location filename="../models/formats/gcloudwords.cpp" line="235"/>
        <source>the quote $&apos; opened here is never closed</source>
        <translation>在此处打开的引号 $&apos; 从未闭合</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyEditor</name>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="41"/>
        <source>This job is a &amp;hyperparameter study</source>
        <translation>此作业是超参数研究(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="54"/>
        <source>Run the job as trials of a study that tunes the parameters below (a Vertex AI hyperparameter tuning job).</source>
        <translation>将作业作为研究的试验运行，以调优下面的参数（Vertex AI 超参数调优作业）。</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="64"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="65"/>
        <source>The metric the trainer reports (hypertune metric tag).</source>
        <translation>训练程序报告的指标（hypertune 指标标记）。</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="66"/>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="67"/>
        <source>Maximize</source>
        <translation>最大化</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="68"/>
        <source>Minimize</source>
        <translation>最小化</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="69"/>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="70"/>
        <source>&amp;Goal:</source>
        <translation>目标(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="71"/>
        <source>Bayesian optimization (default)</source>
        <translation>贝叶斯优化（默认）</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="72"/>
        <source>Grid search</source>
        <translation>网格搜索</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="73"/>
        <source>Random search</source>
        <translation>随机搜索</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="74"/>
        <source>Search algorithm</source>
        <translation>搜索算法</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="75"/>
        <source>Grid search needs every parameter to be INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation>网格搜索要求每个参数都是 INTEGER、CATEGORICAL 或 DISCRETE。</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="77"/>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="81"/>
        <source>Service decides</source>
        <translation>由服务决定</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="82"/>
        <source>Maximum trials</source>
        <translation>最大试验次数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="83"/>
        <source>Parallel trials</source>
        <translation>并行试验数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="84"/>
        <source>Failed trials allowed</source>
        <translation>允许失败的试验数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="85"/>
        <source>&amp;Trials:</source>
        <translation>试验次数(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="86"/>
        <source>In &amp;parallel:</source>
        <translation>并行数(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="87"/>
        <source>&amp;Failed trials allowed:</source>
        <translation>允许失败的试验数(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>Minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="89"/>
        <source>Maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="90"/>
        <source>Scale</source>
        <translation>刻度</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="90"/>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="93"/>
        <source>Categorical or discrete values, separated by commas: adam, sgd</source>
        <translation>分类值或离散值，以逗号分隔：adam, sgd</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="101"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="115"/>
        <source>&amp;Add parameter</source>
        <translation>添加参数(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="116"/>
        <source>&amp;Remove parameter</source>
        <translation>移除参数(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="106"/>
        <source>Para&amp;meters:</source>
        <translation>参数(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="141"/>
        <source>Make the job a study</source>
        <translation>将作业设为研究</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="141"/>
        <source>Remove the study</source>
        <translation>移除研究</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="144"/>
        <source>Set study metric</source>
        <translation>设置研究指标</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="145"/>
        <source>Set study goal</source>
        <translation>设置研究目标</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="147"/>
        <source>Set search algorithm</source>
        <translation>设置搜索算法</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="149"/>
        <source>Set trial counts</source>
        <translation>设置试验次数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="151"/>
        <source>Edit study parameter</source>
        <translation>编辑研究参数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="170"/>
        <source>Parameter type</source>
        <translation>参数类型</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="172"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="173"/>
        <source>Linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="174"/>
        <source>Log</source>
        <translation>对数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="175"/>
        <source>Reverse log</source>
        <translation>反对数</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="177"/>
        <source>Parameter scale</source>
        <translation>参数刻度</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="178"/>
        <source>Set parameter type</source>
        <translation>设置参数类型</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="179"/>
        <source>Set parameter scale</source>
        <translation>设置参数刻度</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="213"/>
        <source>Only in trials where %1 is %2</source>
        <translation>仅在 %1 为 %2 的试验中</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="292"/>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="318"/>
        <source>Add study parameter %1</source>
        <translation>添加研究参数 %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyeditor.cpp" line="329"/>
        <source>Remove study parameter %1</source>
        <translation>移除研究参数 %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyRunner</name>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="54"/>
        <source>the job has no study</source>
        <translation>作业没有研究</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="90"/>
        <source>cannot keep the study in the history</source>
        <translation>无法将研究保存到历史记录中</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="105"/>
        <source>no study %1 in the history</source>
        <translation>历史记录中没有研究 %1</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="111"/>
        <source>the study&apos;s job document cannot be read</source>
        <translation>无法读取研究的作业文档</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="279"/>
        <source>the trial&apos;s job could not start: %1</source>
        <translation>试验的作业无法启动：%1</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="354"/>
        <source>stopped early before any report</source>
        <translation>在任何报告之前已提前停止</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="360"/>
        <source>the trial reported no %1 (hypertune file or log)</source>
        <translation>试验未报告 %1（hypertune 文件或日志）</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="362"/>
        <source>stopped: too many trials failed</source>
        <translation>已停止：失败的试验过多</translation>
    </message>
    <message>
        <location filename="../app/study/studyrunner.cpp" line="371"/>
        <source>the trial&apos;s job %1</source>
        <translation>试验的作业%1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::StudyView</name>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="80"/>
        <source>Run study</source>
        <translation>运行研究</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="81"/>
        <source>Run the study&apos;s trials on this machine, each a full local job.</source>
        <translation>在本机运行研究的试验，每个试验都是一个完整的本地作业。</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="82"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="83"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="84"/>
        <source>Go on with the stopped study: finished trials are kept, interrupted ones run again.</source>
        <translation>继续已停止的研究：保留已完成的试验，重新运行被中断的试验。</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="86"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="88"/>
        <source>Filter trials</source>
        <translation>筛选试验</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="127"/>
        <source>Metric per trial</source>
        <translation>各试验的指标</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="128"/>
        <source>Parallel coordinates</source>
        <translation>平行坐标</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="129"/>
        <source>Intermediate values</source>
        <translation>中间值</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="130"/>
        <source>Slice</source>
        <translation>切片</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="206"/>
        <source>The job has no study: turn it on above.</source>
        <translation>作业没有研究：请在上方开启。</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="332"/>
        <source>Export trials</source>
        <translation>导出试验</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="334"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="339"/>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="359"/>
        <source>Vertex AI tuning job %1: </source>
        <translation>Vertex AI 调优作业 %1： </translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="368"/>
        <source>No study run yet.</source>
        <translation>尚未运行研究。</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="397"/>
        <source>%1 / %2 trials done, %3 running, %4 failed, %5 elapsed</source>
        <translation>%1 / %2 个试验已完成，%3 个运行中，%4 个失败，已用时 %5</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="407"/>
        <source>, about %1 left</source>
        <translation>，大约还剩 %1</translation>
    </message>
    <message>
        <location filename="../widgets/study/studyview.cpp" line="374"/>
        <source>study %1</source>
        <translation>研究 %1</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Translations</name>
    <message>
        <location filename="../widgets/settings/translations.cpp" line="37"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialCurvesChart</name>
    <message>
        <location filename="../widgets/study/trialcurveschart.cpp" line="173"/>
        <source>step</source>
        <translation>步数</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialMetricChart</name>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="41"/>
        <location filename="../widgets/study/trialmetricchart.cpp" line="51"/>
        <source>trial</source>
        <translation>试验</translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="42"/>
        <source>best so far</source>
        <translation>迄今最佳</translation>
    </message>
    <message>
        <location filename="../widgets/study/trialmetricchart.cpp" line="43"/>
        <source>selected</source>
        <translation>已选择</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialSliceChart</name>
    <message>
        <location filename="../widgets/study/trialslicechart.cpp" line="37"/>
        <source>The parameter the metric is plotted against.</source>
        <translation>作为指标图横轴的参数。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::TrialTableModel</name>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="105"/>
        <source>%1 (stopped early)</source>
        <translation>%1（已提前停止）</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="138"/>
        <source>Trial</source>
        <translation>试验</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="140"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../models/search/trialtablemodel.cpp" line="144"/>
        <source>Duration (s)</source>
        <translation>时长（秒）</translation>
    </message>
</context>
<context>
    <name>Poolcraft::Validator</name>
    <message>
        <location filename="../models/validation/validator.cpp" line="186"/>
        <source>The job has no chief pool: worker pool 0 must be set, it runs the primary replica.</source>
        <translation>作业没有主节点池：必须设置工作器池 0，它运行主副本。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="188"/>
        <source>Add the chief pool</source>
        <translation>添加主节点池</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="192"/>
        <source>The chief pool must have exactly one replica, not %1.</source>
        <translation>主节点池必须正好有一个副本，而不是 %1 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="193"/>
        <location filename="../models/validation/validator.cpp" line="206"/>
        <location filename="../models/validation/validator.cpp" line="219"/>
        <location filename="../models/validation/validator.cpp" line="228"/>
        <location filename="../models/validation/validator.cpp" line="776"/>
        <source>Set the replica count to 1</source>
        <translation>将副本数设为 1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="204"/>
        <source>TensorFlow runs at most one evaluator; this job asks for %1.</source>
        <translation>TensorFlow 最多运行一个评估节点；此作业请求了 %1 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="216"/>
        <source>The %1 pool is on but has no replicas, so it runs nothing: give it one or turn it off.</source>
        <translation>%1池已开启，但没有副本，因此不会运行任何内容：请为其设置一个副本，或将其关闭。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="221"/>
        <source>Turn off the %1 pool</source>
        <translation>关闭%1池</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="226"/>
        <source>The %1 pool has a negative replica count (%2).</source>
        <translation>%1池的副本数为负数（%2）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="255"/>
        <source>Rename it to %1</source>
        <translation>重命名为 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="257"/>
        <source>&apos;%1&apos; is not an environment variable name: use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>“%1”不是环境变量名称：请使用字母、数字和“_”，且不能以数字开头。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="292"/>
        <source>&apos;%1&apos; holds a NUL character (at character %2), which no program can be given: its arguments and environment end at the first NUL.</source>
        <translation>&apos;%1&apos; 含有 NUL 字符（第 %2 个字符），任何程序都无法接收它：程序的参数和环境变量在第一个 NUL 处结束。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="309"/>
        <source> with %1 × %2</source>
        <translation> 搭配 %1 × %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="311"/>
        <source>%1 is an AI Platform machine type, which Vertex AI does not take: use %2%3.</source>
        <translation>%1 是 AI Platform 机器类型，Vertex AI 不接受：请使用 %2%3。</translation>
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
        <translation>使用 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="318"/>
        <source>%1 comes with its own GPUs (%2) and takes no accelerator configuration.</source>
        <translation>%1 自带 GPU（%2），不接受加速器配置。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="321"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="324"/>
        <source>Remove the accelerator</source>
        <translation>移除加速器</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="340"/>
        <source>The %1 pool has no machine type.</source>
        <translation>%1池没有机器类型。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="341"/>
        <source>%1 is not a machine type Vertex AI training takes.</source>
        <translation>%1 不是 Vertex AI 训练接受的机器类型。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="349"/>
        <location filename="../models/validation/validator.cpp" line="364"/>
        <source>Set the count to 0</source>
        <translation>将数量设为 0</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="357"/>
        <source>The %1 pool asks for %2 accelerators but names no accelerator type.</source>
        <translation>%1池请求了 %2 个加速器，但没有指定加速器类型。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="362"/>
        <source>The accelerator count cannot be negative (%1).</source>
        <translation>加速器数量不能为负数（%1）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="377"/>
        <source>%1 is not an accelerator type of Vertex AI.</source>
        <translation>%1 不是 Vertex AI 的加速器类型。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="383"/>
        <source>%1 is the Compute Engine name; the job must name the accelerator %2.</source>
        <translation>%1 是 Compute Engine 名称；作业必须将加速器命名为 %2。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="397"/>
        <source>%1 has reached end of life: no region offers it any more.</source>
        <translation>%1 已结束生命周期：已没有区域提供它。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="401"/>
        <source>%1 reaches end of support on %2; plan to move to another GPU.</source>
        <translation>%1 将于 %2 停止支持；请计划改用其他 GPU。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="410"/>
        <location filename="../models/validation/validator.cpp" line="486"/>
        <source>Set the count to %1</source>
        <translation>将数量设为 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="414"/>
        <source>The %1 pool names %2 but asks for %3 of them.</source>
        <translation>%1池指定了 %2，但请求了 %3 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="445"/>
        <source>%1 carries %2, which has reached end of life: no region offers it any more.</source>
        <translation>%1 搭载的 %2 已结束生命周期：已没有区域提供它。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="450"/>
        <source>%1 carries %2, which reaches end of support on %3.</source>
        <translation>%1 搭载的 %2 将于 %3 停止支持。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="469"/>
        <source>%1 does not take %2.</source>
        <translation>%1 不支持 %2。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="491"/>
        <source>Use %1, which takes %2 × %3</source>
        <translation>使用 %1，它支持 %2 × %3</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="498"/>
        <source>%1 × %2 is not valid on %3: allowed counts are %4</source>
        <translation>%1 × %2 在 %3 上无效：允许的数量为 %4</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="516"/>
        <source>pythonModule &apos;%1&apos; is the package&apos;s build script, not its trainer: name the module that trains, such as trainer.task.</source>
        <translation>pythonModule“%1”是软件包的构建脚本，而不是训练程序：请指定执行训练的模块，例如 trainer.task。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="521"/>
        <source>pythonModule &apos;%1&apos; names a file; the trainer runs as `python -m` with a module name such as trainer.task.</source>
        <translation>pythonModule“%1”指向的是文件；训练程序以 `python -m` 方式运行，需要 trainer.task 这样的模块名称。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="523"/>
        <source>Write %1</source>
        <translation>写为 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="539"/>
        <source>The %1 pool runs nothing: give it a container image or a Python package.</source>
        <translation>%1池没有可运行的内容：请为其指定容器映像或 Python 软件包。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="548"/>
        <source>Use the chief&apos;s image</source>
        <translation>使用主节点的映像</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="551"/>
        <source>The %1 pool runs a container but names no image.</source>
        <translation>%1池运行容器，但没有指定映像。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="576"/>
        <source>Use the chief&apos;s value</source>
        <translation>使用主节点的值</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="579"/>
        <source>The %1 pool runs a Python package and needs %2.</source>
        <translation>%1池运行 Python 软件包，需要%2。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="593"/>
        <source>A boot disk takes 100 to 64000 GB, not %1.</source>
        <translation>启动磁盘大小为 100 到 64000 GB，而不是 %1。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="594"/>
        <source>Set the disk size to %1 GB</source>
        <translation>将磁盘大小设为 %1 GB</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="609"/>
        <source>%1 is not a boot disk type; use one of %2.</source>
        <translation>%1 不是启动磁盘类型；请使用以下之一：%2。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="619"/>
        <location filename="../models/validation/validator.cpp" line="636"/>
        <source>Run in %1</source>
        <translation>在 %1 中运行</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="638"/>
        <source>%1 is not a region of the catalog.</source>
        <translation>%1 不是目录中的区域。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="649"/>
        <source>%1 does not offer %2 machines (%3).</source>
        <translation>%1 不提供 %2 机器（%3）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="662"/>
        <source>%1 is not offered in %2.</source>
        <translation>%2 不提供 %1。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="694"/>
        <source>No zone of %1 offers %2 together; all GPU types of one job must be in one zone.</source>
        <translation>%1 中没有可用区同时提供 %2；一个作业的所有 GPU 类型必须位于同一个可用区。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="738"/>
        <source>Set each worker&apos;s GPU count to %1</source>
        <translation>将每个工作节点的 GPU 数量设为 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="742"/>
        <source>Set the chief&apos;s GPU count to %1</source>
        <translation>将主节点的 GPU 数量设为 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="746"/>
        <source>If this job trains with TensorFlow&apos;s MultiWorkerMirroredStrategy, it needs the same number of GPUs on the chief and every worker: the chief has %1, each worker %2.</source>
        <translation>如果此作业使用 TensorFlow 的 MultiWorkerMirroredStrategy 进行训练，则主节点和每个工作节点上的 GPU 数量必须相同：主节点有 %1 个，每个工作节点有 %2 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="768"/>
        <source>A TPU job runs a single worker pool with one replica: remove the %1 pool.</source>
        <translation>TPU 作业只运行一个工作器池，且只有一个副本：请移除%1池。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="770"/>
        <source>Remove the %1 pool</source>
        <translation>移除%1池</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="775"/>
        <source>A TPU job runs one replica, not %1.</source>
        <translation>TPU 作业只运行一个副本，而不是 %1 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="790"/>
        <source>%1 is conditional on %2, which is not a parameter of the study.</source>
        <translation>%1 以 %2 为条件，但后者不是此研究的参数。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="794"/>
        <source>%1 is conditional on %2, a DOUBLE parameter; a parent must be INTEGER, DISCRETE or CATEGORICAL.</source>
        <translation>%1 以 DOUBLE 参数 %2 为条件；父参数必须是 INTEGER、DISCRETE 或 CATEGORICAL。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="798"/>
        <source>%1 is conditional on %2 but names none of its values.</source>
        <translation>%1 以 %2 为条件，但没有指定其任何取值。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="802"/>
        <source>%1 is conditional on %2, and the conditions above it form a cycle: one parameter must be unconditional.</source>
        <translation>%1 以 %2 为条件，而其上方的条件形成了循环：必须有一个参数是无条件的。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="807"/>
        <source>%1 is conditional on %2, which is too deep: conditions nest at most %3 levels.</source>
        <translation>%1 以 %2 为条件，嵌套过深：条件最多嵌套 %3 层。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="828"/>
        <source>Parameter %1 needs an ID: the trainer receives it as --ID=value.</source>
        <translation>参数 %1 需要 ID：训练程序以 --ID=value 的形式接收它。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="829"/>
        <source>Name it param%1</source>
        <translation>命名为 param%1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="833"/>
        <source>Parameter %1 is defined twice.</source>
        <translation>参数 %1 定义了两次。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="834"/>
        <source>Rename it %1_%2</source>
        <translation>重命名为 %1_%2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="845"/>
        <source>Parameter ID &apos;%1&apos; contains a space; Vertex takes IDs without whitespace.</source>
        <translation>参数 ID“%1”包含空格；Vertex 只接受不含空白字符的 ID。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="853"/>
        <source>Grid search takes only INTEGER, CATEGORICAL and DISCRETE parameters; %1 is DOUBLE.</source>
        <translation>网格搜索只接受 INTEGER、CATEGORICAL 和 DISCRETE 参数；%1 是 DOUBLE。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="855"/>
        <source>Use random search</source>
        <translation>使用随机搜索</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="860"/>
        <source>%1 uses a log scale, which needs a minimum above 0 (it is %2).</source>
        <translation>%1 使用对数刻度，要求最小值大于 0（当前为 %2）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="862"/>
        <location filename="../models/validation/validator.cpp" line="983"/>
        <source>Use a linear scale</source>
        <translation>使用线性刻度</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="869"/>
        <source>%1 is an INTEGER parameter; its bounds (%2, %3) must be whole numbers.</source>
        <translation>%1 是 INTEGER 参数；其边界（%2, %3）必须是整数。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="871"/>
        <source>Use %1 to %2</source>
        <translation>使用 %1 到 %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="874"/>
        <location filename="../models/validation/validator.cpp" line="884"/>
        <source>Set the maximum to %1</source>
        <translation>将最大值设为 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="882"/>
        <source>%1: the minimum (%2) must be below the maximum (%3).</source>
        <translation>%1：最小值（%2）必须小于最大值（%3）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="891"/>
        <source>%1: a categorical parameter needs at least one value.</source>
        <translation>%1：分类参数至少需要一个值。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="896"/>
        <source>%1: a categorical parameter takes no scale.</source>
        <translation>%1：分类参数不接受刻度。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="897"/>
        <source>Remove the scale</source>
        <translation>移除刻度</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="909"/>
        <source>At least one trial must run at a time (maxParallelTrials is %1).</source>
        <translation>必须至少同时运行一个试验（maxParallelTrials 为 %1）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="911"/>
        <source>Run 1 trial at a time</source>
        <translation>每次运行 1 个试验</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="917"/>
        <source>%1 parallel trials, but only %2 trials in all: at most %2 run at once.</source>
        <translation>并行试验数为 %1，但总共只有 %2 个试验：最多同时运行 %2 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="919"/>
        <source>Run %1 trials at a time</source>
        <translation>每次运行 %1 个试验</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="924"/>
        <source>A study needs at least one trial (maxTrials is %1).</source>
        <translation>研究至少需要一个试验（maxTrials 为 %1）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="925"/>
        <source>Run 1 trial</source>
        <translation>运行 1 个试验</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="930"/>
        <source>The number of failed trials allowed cannot be negative (it is %1); 0 lets Vertex decide.</source>
        <translation>允许失败的试验数不能为负数（当前为 %1）；0 表示由 Vertex 决定。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="932"/>
        <source>Let Vertex decide</source>
        <translation>由 Vertex 决定</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="939"/>
        <source>A study needs the id of the metric it optimises.</source>
        <translation>研究需要其优化的指标的 ID。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="940"/>
        <source>Use the AI Platform default metric</source>
        <translation>使用 AI Platform 默认指标</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="954"/>
        <source>%1: a discrete parameter needs at least one value.</source>
        <translation>%1：离散参数至少需要一个值。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="960"/>
        <source>%1 has %2 discrete values; at most 1000 are allowed.</source>
        <translation>%1 有 %2 个离散值；最多允许 1000 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="976"/>
        <source>%1: discrete values must be given in increasing order without repeats.</source>
        <translation>%1：离散值必须按递增顺序给出，且不能重复。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="978"/>
        <source>Sort the values</source>
        <translation>对值排序</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="982"/>
        <source>%1 uses a log scale, which needs values above 0.</source>
        <translation>%1 使用对数刻度，要求所有值都大于 0。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1036"/>
        <source>&apos;%1&apos; holds the placeholder %2, which the cloud takes literally: put the real value in its place.</source>
        <translation>“%1”包含占位符 %2，云端会按字面值使用它：请将其替换为实际值。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1050"/>
        <source>The job has no display name; Vertex requires one (gcloud takes it with --display-name).</source>
        <translation>作业没有显示名称；Vertex 要求提供显示名称（gcloud 通过 --display-name 指定）。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="847"/>
        <location filename="../models/validation/validator.cpp" line="1052"/>
        <source>Name it %1</source>
        <translation>命名为 %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1056"/>
        <source>The display name has %1 characters; at most 128 are allowed.</source>
        <translation>显示名称有 %1 个字符；最多允许 128 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1058"/>
        <source>Shorten it to 128 characters</source>
        <translation>缩短为 128 个字符</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1065"/>
        <source>A job takes at most 64 labels, not %1.</source>
        <translation>一个作业最多有 64 个标签，而不是 %1 个。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1071"/>
        <source>Label key &apos;%1&apos; must start with a lowercase letter and hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation>标签键“%1”必须以小写字母开头，且最多包含 64 个小写字母、数字、_ 和 -。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1076"/>
        <source>The value of label &apos;%1&apos; may hold at most 64 lowercase letters, digits, _ and -.</source>
        <translation>标签“%1”的值最多包含 64 个小写字母、数字、_ 和 -。</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1078"/>
        <source>Use &apos;%1&apos;</source>
        <translation>使用“%1”</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1097"/>
        <source>Use pythonVersion %1</source>
        <translation>使用 pythonVersion %1</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1099"/>
        <source>Clear pythonVersion</source>
        <translation>清除 pythonVersion</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1101"/>
        <source>pythonVersion &apos;%1&apos; is not a version such as 3.7 (broken quoting?)</source>
        <translation>pythonVersion“%1”不是 3.7 这样的版本号（引号有误？）</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1144"/>
        <source>Set the %1 replica count to %2</source>
        <translation>将%1池的副本数设为 %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1149"/>
        <source>%1 vCPUs</source>
        <translation>%1 个 vCPU</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1150"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../models/validation/validator.cpp" line="1152"/>
        <source>The job uses %1 at once; the default quota is %2 %3 (%4). Ask for more quota before you submit it, or use fewer replicas.</source>
        <translation>作业会同时使用 %1；默认配额为 %2 %3（%4）。请在提交前申请更多配额，或减少副本数。</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJobName</name>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="30"/>
        <source>job %1: a numeric id needs --project and --region</source>
        <translation>作业 %1：数字 ID 需要 --project 和 --region</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="39"/>
        <source>%1 is not a job: give projects/P/locations/R/customJobs/ID (or hyperparameterTuningJobs/ID), or a numeric id with --project and --region</source>
        <translation>%1 不是作业：请提供 projects/P/locations/R/customJobs/ID（或 hyperparameterTuningJobs/ID），或者提供数字 ID 以及 --project 和 --region</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="50"/>
        <source>&apos;%1&apos; is not a region: regions are written like us-central1</source>
        <translation>“%1”不是区域：区域的写法类似 us-central1</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="63"/>
        <source>&apos;%1&apos; is not a project ID: lower-case letters, digits and hyphens</source>
        <translation>“%1”不是项目 ID：只能包含小写字母、数字和连字符</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="66"/>
        <source>&apos;%1&apos; is not a kind of Vertex job</source>
        <translation>“%1”不是 Vertex 作业的类型</translation>
    </message>
    <message>
        <location filename="../app/cloud/vertexapi.cpp" line="68"/>
        <source>&apos;%1&apos; is not a job ID: job IDs are numbers</source>
        <translation>“%1”不是作业 ID：作业 ID 是数字</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJson</name>
    <message>
        <location filename="../models/formats/restjson.cpp" line="39"/>
        <source>JSON syntax error: %1</source>
        <translation>JSON 语法错误：%1</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="244"/>
        <source>the file is %1 MiB; a Vertex job file is at most %2 MiB</source>
        <translation>文件大小为 %1 MiB；Vertex 作业文件最大为 %2 MiB</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="253"/>
        <source>objects and lists nest more than %1 levels deep here; a Vertex job is about 8 levels deep</source>
        <translation>此处对象和列表的嵌套深度超过 %1 层；Vertex 作业的深度约为 8 层</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="262"/>
        <source>the number %1 is beyond what JSON readers hold (a double, up to about 1.8e308)</source>
        <translation>数字 %1 超出了 JSON 读取器所能容纳的范围（double，最大约 1.8e308）</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="279"/>
        <source>%1 is given twice, at %2:%3 and here; the value here is the one read</source>
        <translation>%1 给出了两次，分别位于 %2:%3 和此处；以此处的值为准</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="280"/>
        <source>%1 is given %4 times, first at %2:%3; the value here, the last, is the one read</source>
        <translation>%1 出现了 %4 次，首次在 %2:%3；此处的值是最后一个，也是被读取的值</translation>
    </message>
    <message>
        <location filename="../models/formats/restjson.cpp" line="282"/>
        <source>%1 is given %4 times, first at %2:%3; the value here is not read, the last one is</source>
        <translation>%1 出现了 %4 次，首次在 %2:%3；此处的值不会被读取，读取的是最后一个</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexJsonReader</name>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="74"/>
        <source>a Vertex job must be a JSON object, not %1</source>
        <translation>Vertex 作业必须是 JSON 对象，而不是%1</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="87"/>
        <source>not a Vertex CustomJob (no &apos;jobSpec&apos;), HyperparameterTuningJob (no &apos;studySpec&apos; or &apos;trialJobSpec&apos;) or CustomJobSpec (no &apos;workerPoolSpecs&apos;)</source>
        <translation>不是 Vertex CustomJob（没有“jobSpec”）、HyperparameterTuningJob（没有“studySpec”或“trialJobSpec”）或 CustomJobSpec（没有“workerPoolSpecs”）</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="164"/>
        <source>%1 must be a list of worker pools, not %2</source>
        <translation>%1 必须是工作器池列表，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="170"/>
        <source>a job has at most %1 worker pools (chief, workers, parameter servers, evaluators); this one has %2</source>
        <translation>一个作业最多有 %1 个工作器池（主节点、工作节点、参数服务器、评估节点）；此作业有 %2 个</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="222"/>
        <location filename="../models/formats/restjsonreader.cpp" line="229"/>
        <source>a worker pool has either containerSpec or pythonPackageSpec, not both</source>
        <translation>工作器池只能有 containerSpec 或 pythonPackageSpec 之一，不能两者都有</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="386"/>
        <location filename="../models/formats/restjsonreader.cpp" line="398"/>
        <location filename="../models/formats/restjsonreader.cpp" line="508"/>
        <location filename="../models/formats/restjsonreader.cpp" line="553"/>
        <source>%1 must be a list, not %2</source>
        <translation>%1 必须是列表，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="391"/>
        <source>hyperparameter tuning optimises one metric: only the first of %1 metrics is kept</source>
        <translation>超参数调优只优化一个指标：%1 个指标中只保留第一个</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="476"/>
        <source>a parameter has exactly one of doubleValueSpec, integerValueSpec, categoricalValueSpec and discreteValueSpec</source>
        <translation>参数必须恰好有 doubleValueSpec、integerValueSpec、categoricalValueSpec 和 discreteValueSpec 中的一个</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="501"/>
        <source>parameter &apos;%1&apos; needs one of doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec</source>
        <translation>参数“%1”需要 doubleValueSpec、integerValueSpec、categoricalValueSpec 或 discreteValueSpec 之一</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="540"/>
        <source>%1 is for a %2 parent; &apos;%3&apos; is %4</source>
        <translation>%1 用于 %2 类型的父参数；“%3”是 %4</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="570"/>
        <source>a conditional parameter of &apos;%1&apos; needs exactly one of parentDiscreteValues, parentIntValues or parentCategoricalValues</source>
        <translation>“%1”的条件参数需要且只能有 parentDiscreteValues、parentIntValues 或 parentCategoricalValues 之一</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="574"/>
        <source>a conditional parameter of &apos;%1&apos; needs a parameterSpec</source>
        <translation>“%1”的条件参数需要 parameterSpec</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="621"/>
        <source>&apos;%1&apos; is valid but Poolcraft does not keep it: it is left out when the job is written again</source>
        <translation>“%1”有效，但 Poolcraft 不保留它：再次写出作业时会省略该项</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="626"/>
        <source>unknown field &apos;%1&apos; is ignored</source>
        <translation>已忽略未知字段“%1”</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="634"/>
        <source>%1 must be an object, not %2</source>
        <translation>%1 必须是对象，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="643"/>
        <source>%1 must be a string, not %2</source>
        <translation>%1 必须是字符串，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="675"/>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 必须是整数，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="681"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation>%1 为 %2，超出范围 %3..%4</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="698"/>
        <source>%1 must be a number, not %2</source>
        <translation>%1 必须是数字，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="707"/>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 必须是 true 或 false，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="715"/>
        <source>%1 must be a list of strings, not %2</source>
        <translation>%1 必须是字符串列表，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="732"/>
        <source>%1 must be a list of numbers, not %2</source>
        <translation>%1 必须是数字列表，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="748"/>
        <source>%1 must be a list of {&quot;name&quot;, &quot;value&quot;} objects, not %2</source>
        <translation>%1 必须是 {&quot;name&quot;, &quot;value&quot;} 对象列表，而不是%2</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="768"/>
        <source>environment variable %1 has no name</source>
        <translation>环境变量 %1 没有名称</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="796"/>
        <source>%1 must be a duration in seconds such as &quot;7200s&quot;, not &quot;%2&quot;</source>
        <translation>%1 必须是以秒为单位的时长，例如 &quot;7200s&quot;，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="812"/>
        <source>%1: enum values are upper case: &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>%1：枚举值为大写：&quot;%2&quot;，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="818"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1：&quot;%2&quot; 不是 %3 之一</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="879"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="880"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="881"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="882"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="883"/>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="886"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../models/formats/restjsonreader.cpp" line="887"/>
        <source>a binary value</source>
        <translation>二进制值</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexLaunchDialog</name>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="40"/>
        <source>Launch on Vertex AI</source>
        <translation>在 Vertex AI 上启动</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="41"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="44"/>
        <source>Run on Vertex AI</source>
        <translation>在 Vertex AI 上运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="48"/>
        <source>Job:</source>
        <translation>作业：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="48"/>
        <source>(no display name)</source>
        <translation>（无显示名称）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="50"/>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="51"/>
        <source>Hyperparameter tuning job: %1 trials, %2 at once</source>
        <translation>超参数调优作业：%1 个试验，同时运行 %2 个</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="54"/>
        <source>Custom job</source>
        <translation>自定义作业</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="56"/>
        <source>none set: the job will be refused</source>
        <translation>未设置：作业将被拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="57"/>
        <source>Region:</source>
        <translation>区域：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="58"/>
        <source>Project:</source>
        <translation>项目：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="59"/>
        <source>from gcloud&apos;s configuration</source>
        <translation>来自 gcloud 的配置</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="61"/>
        <source>Estimated cost:</source>
        <translation>预计费用：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Pool</source>
        <translation>池</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="66"/>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="67"/>
        <source>Per replica</source>
        <translation>每个副本</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="67"/>
        <source>Image</source>
        <translation>映像</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="82"/>
        <source>REST body sent to %1:</source>
        <translation>发送到 %1 的 REST 请求正文：</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="89"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="121"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="122"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="133"/>
        <source>%1 (workerpool%2)</source>
        <translation>%1（workerpool%2）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="135"/>
        <source>price unknown</source>
        <translation>价格未知</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="149"/>
        <source>%1 per trial; %2 with %3 trials at once</source>
        <translation>每个试验 %1；同时运行 %3 个试验时为 %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/vertexlaunchdialog.cpp" line="160"/>
        <source>unknown: %1 is not a region of the catalog</source>
        <translation>未知：%1 不是目录中的区域</translation>
    </message>
</context>
<context>
    <name>Poolcraft::VertexSubmission</name>
    <message>
        <location filename="../app/cloud/vertexsubmission.cpp" line="54"/>
        <source>which project and region? Set them in the job, the settings or with --project and --region</source>
        <translation>哪个项目和区域？请在作业中、设置中或使用 --project 和 --region 设置</translation>
    </message>
</context>
<context>
    <name>Poolcraft::WelcomePage</name>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="80"/>
        <source>&lt;h2&gt;Welcome to Poolcraft&lt;/h2&gt;Compose distributed training jobs under the cloud&apos;s rules, run them on this machine, and export what Vertex AI takes.</source>
        <translation>&lt;h2&gt;欢迎使用 Poolcraft&lt;/h2&gt;按照云端的规则组建分布式训练作业，在本机运行，并导出 Vertex AI 接受的配置。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="100"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="111"/>
        <source>Open the example &amp;job</source>
        <translation>打开示例作业(&amp;J)</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="112"/>
        <source>A small PyTorch network on scikit-learn&apos;s digits: a chief and two workers over gloo. Press F5 to run it here (needs python3-torch and python3-sklearn).</source>
        <translation>一个基于 scikit-learn digits 数据集的小型 PyTorch 网络：一个主节点和两个工作节点，通过 gloo 通信。按 F5 即可在本机运行（需要 python3-torch 和 python3-sklearn）。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="115"/>
        <source>Open the example &amp;study</source>
        <translation>打开示例研究(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="116"/>
        <source>The same trainer with a Bayesian search over learning rate, momentum and hidden units, maximising accuracy (6 trials, 2 at a time).</source>
        <translation>同一个训练程序，对学习率、动量和隐藏单元数进行贝叶斯搜索，以最大化准确率（6 个试验，每次 2 个）。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="119"/>
        <source>&amp;Open a config.yaml…</source>
        <translation>打开 config.yaml(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="120"/>
        <source>Reads %1. An AI Platform job is converted to Vertex AI when exported; files can also be dropped on the window.</source>
        <translation>可读取 %1。AI Platform 作业在导出时会转换为 Vertex AI 作业；也可以将文件拖放到窗口中。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>&amp;New job</source>
        <translation>新建作业(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="123"/>
        <source>An empty job with one chief.</source>
        <translation>只有一个主节点的空作业。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="140"/>
        <location filename="../widgets/welcome/welcomepage.cpp" line="144"/>
        <source>Recent files</source>
        <translation>最近的文件</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="149"/>
        <source>Files you open or save are listed here.</source>
        <translation>您打开或保存的文件会列在这里。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="158"/>
        <source>Cloud set-up</source>
        <translation>云端设置</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="166"/>
        <source>Check &amp;again</source>
        <translation>重新检查(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="168"/>
        <source>Cloud &amp;Settings…</source>
        <translation>云端设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="203"/>
        <source>Credentials: the key file %1 (GOOGLE_APPLICATION_CREDENTIALS, type %2).</source>
        <translation>凭据：密钥文件 %1（GOOGLE_APPLICATION_CREDENTIALS，类型 %2）。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="207"/>
        <source>Credentials: gcloud&apos;s application default credentials in %1 (type %2).</source>
        <translation>凭据：%1 中的 gcloud 应用默认凭据（类型 %2）。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="211"/>
        <source>Credentials: gcloud&apos;s account %1, through %2.</source>
        <translation>凭据：gcloud 账号 %1，通过 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="216"/>
        <source>Credentials: none found. To launch on Vertex AI, install the Google Cloud CLI and run %1, or create a service-account key and set %2 to its file.</source>
        <translation>凭据：未找到。要在 Vertex AI 上启动作业，请安装 Google Cloud CLI 并运行 %1，或者创建服务账号密钥并将 %2 设为该密钥文件。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="225"/>
        <source>Project: none set. A job names its own; otherwise run %1 or set %2.</source>
        <translation>项目：未设置。作业可以指定自己的项目；否则请运行 %1 或设置 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="229"/>
        <source>Project: %1 (from %2), used when a job names none.</source>
        <translation>项目：%1（来自 %2），在作业未指定项目时使用。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="233"/>
        <source>gcloud is not installed; Poolcraft does not need it to run jobs here.</source>
        <translation>未安装 gcloud；Poolcraft 在本机运行作业时不需要它。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="234"/>
        <source>gcloud: %1.</source>
        <translation>gcloud：%1。</translation>
    </message>
    <message>
        <location filename="../widgets/welcome/welcomepage.cpp" line="235"/>
        <source>Running on this machine, validating and exporting need none of this.</source>
        <translation>在本机运行、验证和导出都不需要以上这些。</translation>
    </message>
</context>
</TS>
