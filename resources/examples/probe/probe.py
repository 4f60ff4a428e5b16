"""Prints what the launcher gave this replica as one JSON line, for tests.

The chief ends a job, so it waits until every replica of CLUSTER_SPEC has printed (each
leaves a mark next to AIP_MODEL_DIR) before it exits: a barrier, as a trainer would have.
"""
import json
import os
import sys
import time

names = ["TF_CONFIG", "CLUSTER_SPEC", "MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK",
         "AIP_MODEL_DIR", "AIP_CHECKPOINT_DIR", "AIP_TENSORBOARD_LOG_DIR",
         "CLOUD_ML_HP_METRIC_FILE", "CLOUD_ML_TRIAL_ID", "CUDA_VISIBLE_DEVICES"]
report = {name: os.environ.get(name) for name in names}
report["args"] = sys.argv[1:]
print("PROBE " + json.dumps(report, sort_keys=True), flush=True)

spec = json.loads(os.environ.get("CLUSTER_SPEC", "{}"))
model_dir = os.environ.get("AIP_MODEL_DIR")
if spec and model_dir:
    marks = os.path.join(os.path.dirname(model_dir.rstrip("/")), "probe-marks")
    os.makedirs(marks, exist_ok=True)
    task = spec["task"]
    open(os.path.join(marks, f"{task['type']}-{task['index']}"), "w").close()
    if task["type"] == "workerpool0":
        expected = sum(len(addresses) for addresses in spec["cluster"].values())
        deadline = time.time() + 120
        while len(os.listdir(marks)) < expected and time.time() < deadline:
            time.sleep(0.05)
