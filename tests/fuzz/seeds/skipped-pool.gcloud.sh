gcloud ai custom-jobs create \
  --display-name=ps-strategy \
  --worker-pool-spec=machine-type=n1-standard-8,replica-count=1,executor-image-uri=us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest,python-module=trainer.task \
  --worker-pool-spec='' \
  --worker-pool-spec=machine-type=n1-highmem-8,replica-count=2,executor-image-uri=us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest,python-module=trainer.task \
  --worker-pool-spec=machine-type=n1-standard-4,replica-count=1,executor-image-uri=us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest,python-module=trainer.task \
  --args=--job-dir=gs://b/out \
  --python-package-uris=gs://bucket/trainer-0.1.tar.gz
