"""A small MLP on scikit-learn's bundled digits, trained with torch.distributed over gloo.

Runs alone or as one replica of a Vertex-style job: MASTER_ADDR, MASTER_PORT, WORLD_SIZE and
RANK come from the launcher. The chief (rank 0) saves the model into AIP_MODEL_DIR; the
other replicas write theirs to a temporary directory that is then removed, as in the
TensorFlow multi-worker tutorial, so that only one copy lands where the job's output goes.
"""
import argparse
import collections
import json
import os
import shutil
import tempfile
import time

import torch
import torch.distributed as dist
from sklearn.datasets import load_digits


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--learning_rate", type=float, default=0.05)
    parser.add_argument("--batch_size", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=64)
    # The names seed 003's study tunes (Vertex appends --<parameterId>=<value>).
    parser.add_argument("--num_units", type=int, default=None, help="same as --hidden")
    parser.add_argument("--momentum", type=float, default=0.9)
    parser.add_argument("--epoch_delay", type=float, default=0.0,
                        help="extra seconds per epoch (tests stop a job mid-epoch)")
    return parser.parse_args()


_reports = collections.deque(maxlen=100)


def report_metric(tag, value, step):
    # As cloudml-hypertune does it: the last 100 reports, the whole file rewritten each time,
    # one JSON object per line, sorted keys, values as strings.
    path = os.environ.get("CLOUD_ML_HP_METRIC_FILE")
    if not path:
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    _reports.append({"timestamp": time.time(),
                     "trial": str(os.environ.get("CLOUD_ML_TRIAL_ID", 0)),
                     tag: str(float(value)), "global_step": str(int(step))})
    with open(path, "w") as metric_file:
        for line in _reports:
            metric_file.write(json.dumps(line, sort_keys=True) + "\n")


def main():
    args = parse_args()
    world_size = int(os.environ.get("WORLD_SIZE", "1"))
    rank = int(os.environ.get("RANK", "0"))
    distributed = world_size > 1
    if distributed:
        dist.init_process_group("gloo", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    torch.set_num_threads(1)

    digits = load_digits()
    x = torch.tensor(digits.data / 16.0, dtype=torch.float32)
    y = torch.tensor(digits.target, dtype=torch.long)
    split = int(len(x) * 0.8)
    x_train, y_train, x_val, y_val = x[:split], y[:split], x[split:], y[split:]
    # Each replica trains on its own shard, as a distributed sampler would give it.
    x_train, y_train = x_train[rank::world_size], y_train[rank::world_size]

    hidden = args.num_units or args.hidden
    model = torch.nn.Sequential(torch.nn.Linear(64, hidden), torch.nn.ReLU(),
                                torch.nn.Linear(hidden, 10))
    if distributed:
        for parameter in model.parameters():
            dist.broadcast(parameter.data, src=0)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.learning_rate,
                                momentum=args.momentum)
    loss_fn = torch.nn.CrossEntropyLoss()
    steps = (len(x_train) + args.batch_size - 1) // args.batch_size

    val_accuracy = 0.0
    for epoch in range(1, args.epochs + 1):
        print(f"Epoch {epoch}/{args.epochs}", flush=True)
        start = time.time()
        model.train()
        total_loss, correct = 0.0, 0
        for step in range(steps):
            xb = x_train[step * args.batch_size:(step + 1) * args.batch_size]
            yb = y_train[step * args.batch_size:(step + 1) * args.batch_size]
            optimizer.zero_grad()
            out = model(xb)
            loss = loss_fn(out, yb)
            loss.backward()
            if distributed:
                for parameter in model.parameters():
                    dist.all_reduce(parameter.grad, op=dist.ReduceOp.SUM)
                    parameter.grad /= world_size
            optimizer.step()
            total_loss += loss.item() * len(xb)
            correct += (out.argmax(1) == yb).sum().item()
        if args.epoch_delay > 0:
            time.sleep(args.epoch_delay)
        model.eval()
        with torch.no_grad():
            val_out = model(x_val)
            val_loss = loss_fn(val_out, y_val).item()
            val_accuracy = (val_out.argmax(1) == y_val).float().mean().item()
        elapsed = time.time() - start
        print(f"{steps}/{steps} - {elapsed:.0f}s - loss: {total_loss / len(x_train):.4f}"
              f" - accuracy: {correct / len(x_train):.4f} - val_loss: {val_loss:.4f}"
              f" - val_accuracy: {val_accuracy:.4f}", flush=True)
        report_metric("accuracy", val_accuracy, epoch)

    model_dir = os.environ.get("AIP_MODEL_DIR")
    if model_dir:
        target = model_dir if rank == 0 else tempfile.mkdtemp(prefix=f"workertemp_{rank}_")
        os.makedirs(target, exist_ok=True)
        torch.save(model.state_dict(), os.path.join(target, "model.pt"))
        if rank != 0:
            shutil.rmtree(target, ignore_errors=True)
    if distributed:
        dist.barrier()
        dist.destroy_process_group()


if __name__ == "__main__":
    main()
