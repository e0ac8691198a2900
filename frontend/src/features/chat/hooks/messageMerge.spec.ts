import { describe, expect, it } from '@jest/globals';
import type { ChatMessage } from '../api/chatApi';
import { merge, PAGE, reconcile } from './messageMerge';

const message = (seq: number): ChatMessage =>
  ({ id: `m${seq}`, seq, content: `mensagem ${seq}`, created_at: '2026-01-01T12:00:00.000Z' }) as unknown as ChatMessage;
const seqs = (messages: ChatMessage[]) => messages.map((m) => m.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

describe('chat message lists', () => {
  it('merges by id in seq order, nothing twice', () => {
    expect(seqs(merge([message(1), message(3)], [message(3), message(2)]))).toEqual([1, 2, 3]);
  });

  it('drops a held message the latest page no longer has (it was deleted)', () => {
    const held = [message(1), message(2), message(3)];
    expect(seqs(reconcile(held, [message(1), message(3)]))).toEqual([1, 3]);
    expect(reconcile(held, [])).toEqual([]);
  });

  it('keeps history older than a full latest page, and messages newer than it', () => {
    // Message 30 was deleted: the latest page of 50 now starts at 10.
    const latest = range(10, 10 + PAGE).filter((m) => m.seq !== 30);
    expect(latest).toHaveLength(PAGE);
    const held = [...range(1, 10 + PAGE), message(11 + PAGE)];
    const result = seqs(reconcile(held, latest));
    expect(result).toEqual([...range(1, 10 + PAGE).map((m) => m.seq).filter((seq) => seq !== 30), 11 + PAGE]);
  });
});
