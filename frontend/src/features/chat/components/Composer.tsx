import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/forms/zod';
import { Alert, Button } from '../../../components/ui';
import { CharacterCounter } from '../../../components/ui/CharacterCounter';
import { errorCodeOf, isNetworkError, retryAfterOf } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { characterCount, useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { useSendMessage } from '../api/chatApi';

const limit = requestLimits.SendChatMessageDto.content;

/** The message box: Enter sends, Shift+Enter adds a line, a counter up to the DTO's maximum. */
export function Composer({ roomId, onSent }: { roomId: string; onSent: () => void }) {
  const { t } = useTranslation('chat');
  const serverMessage = useServerMessage();
  const fields = useFieldSchemas();
  const schema = useMemo(() => z.object({ content: fields.text(limit) }), [fields]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { content: '' } });
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendMessage(roomId);
  const text = form.watch('content');
  const trimmed = text.trim();
  const tooLong = characterCount(trimmed) > limit.maxLength;

  const describe = (error: unknown): string => {
    if (isNetworkError(error)) return t('composer.networkError');
    const code = errorCodeOf(error);
    if (code === 'CHAT.SLOW_MODE') return t('composer.slowMode', { seconds: retryAfterOf(error) ?? 10 });
    if (code === 'IDENTITY.MEMBER_BANNED') return t('composer.banned');
    return t('composer.sendError', { error: serverMessage(error, t('composer.unknownError')) });
  };

  const submit = form.handleSubmit(({ content }) => {
    if (send.isPending) return;
    setFailure(null);
    send.mutate(content, {
      onSuccess: () => {
        form.reset({ content: '' });
        onSent();
      },
      onError: (error) => setFailure(describe(error)),
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <form ref={formRef} className="chat-composer" onSubmit={submit} noValidate>
      {failure && (
        <Alert variant="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <div className="chat-composer__row">
        <label className="visually-hidden" htmlFor="chat-message-input">
          {t('composer.label')}
        </label>
        <textarea
          id="chat-message-input"
          className="chat-composer__input"
          rows={2}
          placeholder={t('composer.placeholder')}
          {...form.register('content')}
          onKeyDown={onKeyDown}
          aria-describedby="chat-message-counter"
          aria-invalid={tooLong || undefined}
        />
        <Button type="submit" disabled={!trimmed || tooLong} loading={send.isPending}>
          {t('composer.send')}
        </Button>
      </div>
      <div className="chat-composer__foot">
        <p className="chat-composer__keys">{t('composer.keys')}</p>
        <CharacterCounter id="chat-message-counter" className="chat-composer__counter" text={text} max={limit.maxLength} />
      </div>
    </form>
  );
}
