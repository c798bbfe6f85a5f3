import type { ChatMetadata } from '@tod/domain/contracts';
import { WIDGET_CATALOGUE_EN } from '@tod/domain/facts';
import { fn } from 'storybook/test';
import { type ChatMessage, createMessage } from '../../chat/conversation.ts';
import { welcomeGreeting } from '../../chat/greeting.ts';
import { regionView } from '../../chat/regionView.ts';
import { resolveConfig } from '../../loader/config.ts';
import type { ChatWindowProps } from '../components/ChatWindow.tsx';

/** Sample data for the stories and their tests. */
export const region = regionView(resolveConfig({}, 'https://www.doorlogic.example/widget/tod.js', () => undefined));

const at = Date.UTC(2026, 0, 15, 18, 0);
const greeting = welcomeGreeting(WIDGET_CATALOGUE_EN, region.city, region.phone, region.regionName, 0);
export const welcome = createMessage('welcome', greeting.content, at, greeting.metadata);
export const question = createMessage('user', 'My garage door spring snapped. How much is a repair?', at + 1000);

export function assistant(content: string, metadata: Partial<ChatMetadata> = {}, kind: ChatMessage['kind'] = 'assistant'): ChatMessage {
  return createMessage(kind, content, at + 2000, { confidence: 0.9, region: region.regionName, ...metadata });
}

/** Real spies, so the Actions panel shows every callback and play functions can assert on them. */
export const baseWindowProps: ChatWindowProps = {
  mobile: false,
  region,
  messages: [welcome],
  status: 'ready',
  streamingText: '',
  banner: null,
  escalating: false,
  sendBlocked: false,
  input: '',
  announcement: '',
  onInput: fn(),
  onSend: fn(),
  onClose: fn(),
  onEscalate: fn(),
  onSuggestion: fn(),
  onCta: fn(),
  inputRef: { current: null },
};
