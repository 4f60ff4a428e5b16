# These settings cannot be given as gcloud flags and are left out; use --config with the job's Vertex config.yaml to keep them:
# workerPoolSpecs[0] sets environment variables; gcloud has no flag for them
# workerPoolSpecs[1] sets environment variables; gcloud has no flag for them
# workerPoolSpecs[0] has a boot disk setting
# workerPoolSpecs[1] has a boot disk setting
# the job has scheduling settings (timeout, retries, Spot)
# the job has a base output directory
gcloud ai custom-jobs create \
  --display-name='resnet multi-worker "quoted" ünïcode' \
  --worker-pool-spec=machine-type=n1-standard-16,replica-count=1,accelerator-type=NVIDIA_TESLA_T4,accelerator-count=2,container-image-uri=us-docker.pkg.dev/proj/repo/resnet:v2 \
  --worker-pool-spec=machine-type=n1-standard-16,replica-count=3,accelerator-type=NVIDIA_TESLA_T4,accelerator-count=2,container-image-uri=us-docker.pkg.dev/proj/repo/resnet:v2 \
  --args='^:^--epochs=10:--lr:0.01:--note=it'\''s a, test' \
  --command=python3,-m,trainer.task \
  --service-account=trainer@proj.iam.gserviceaccount.com \
  --network=projects/12345/global/networks/vpc \
  --labels=cost-center=42,team=vision
