# The study (studySpec) and the trial job (trialJobSpec) cannot be given as flags:
# export this job as a Vertex hp-tuning config.yaml and save it as hptuning_config.yaml next to where you run this command.
gcloud ai hp-tuning-jobs create \
  --display-name=hp-search \
  --max-trial-count=20 \
  --parallel-trial-count=4 \
  --algorithm=random-search \
  --config=hptuning_config.yaml
