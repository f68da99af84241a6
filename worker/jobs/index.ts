/** The cron jobs: the registry (one entry per job) and the runner scheduled() calls. */
/** The 15-minute trigger (its first job is the 48-hour escalation); kept for the tests' name. */
export {
  EVERY_15_MINUTES,
  EVERY_15_MINUTES as ESCALATION_CRON,
  HOURLY,
  JOBS,
  type JobName,
  schedules,
} from "./registry";
export { type JobReport, type JobReports, runJob, runScheduledJobs } from "./run";
export { type JobStatus, listJobStatuses } from "./status";
