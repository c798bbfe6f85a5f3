import { ask, type Scenario } from './scenario.ts';

const offTopic = { responseType: 'off_topic' as const, rule: 'off_topic_asked', says: ['openers.offTopic'] };

/** Other subjects get a polite way back to garage doors. */
export const OFF_TOPIC_SCENARIOS: Scenario[] = [
  ask('off_topic', 'poem', 'write me a poem about the ocean', offTopic),
  ask('off_topic', 'weather', "what's the weather going to be like tomorrow?", offTopic),
  ask('off_topic', 'capital', 'What is the capital of France?', offTopic),
  ask('off_topic', 'sports', 'who won the game last night', offTopic),
  ask('off_topic', 'recipe', 'give me a recipe for lasagna', offTopic),
  ask('off_topic', 'homework', 'can you help with my math homework: 12 times 14', offTopic),
];
