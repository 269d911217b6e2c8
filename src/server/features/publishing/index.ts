/** The publishing feature's public surface on the server (docs/architecture.md "Server features"). */
export { createPublishScheduler, type PublishScheduler, type SchedulerDeps } from './scheduler';
