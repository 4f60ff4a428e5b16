gcloud ai custom-jobs create --region=us-central1 --display-name="x $(id)" \
  --worker-pool-spec=machine-type=n1-standard-4,replica-count=1e400,container-image-uri=gcr.io/p/t:1 \
  --labels=a=b,a=c --args=--lr=0.1,'x;y'
