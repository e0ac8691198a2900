export { KeyedReadModel, ReadModel, ReadModels, READ_MODEL_STALE_CHANNEL, READ_MODEL_TOPICS } from './read-models.js';
export type { ReadModelTopic } from './read-models.js';
