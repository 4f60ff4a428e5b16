gcloud ai-platform jobs submit training census_1 \
  --scale-tier custom --master-machine-type n1-highcpu-16 \
  --worker-machine-type n1-highcpu-16 --worker-count 9 \
  --parameter-server-machine-type n1-highmem-8 --parameter-server-count 3 \
  --master-accelerator=type=nvidia-tesla-t4,count=2 \
  --region us-central1 --module-name trainer.task --package-path trainer/ \
  --packages gs://b/t.tar.gz --job-dir gs://b/out --runtime-version 2.11 \
  -- --train-steps=1000 --eval-steps 10
