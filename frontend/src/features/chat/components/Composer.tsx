import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import { errorCodeOf, isNetworkError, retryAfterOf, serverMessageOf } from '../../../lib/api/errors';
import { useLanguage } from '../../../i18n';
import { MESSAGE_MAX_LENGTH, useSendMessage } from '../api/chatApi';

const length = (text: string) => [...text].length;

/** The message box: Enter sends, Shift+Enter adds a line, a 500-character counter. */
export function Composer({ roomId, onSent }: { roomId: string; onSent: () => void }) {
  const { t } = useTranslation('chat');
  const { language } = useLanguage();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendMessage(roomId);
  const trimmed = text.trim();
  const count = length(text);
  const tooLong = length(trimmed) > MESSAGE_MAX_LENGTH;

  const describe = (error: unknown): string => {
    if (isNetworkError(error)) return t('composer.networkError');
    const code = errorCodeOf(error);
    if (code === 'CHAT.SLOW_MODE') return t('composer.slowMode', { seconds: retryAfterOf(error) ?? 10 });
    if (code === 'IDENTITY.MEMBER_BANNED') return t('composer.banned');
    const server = language === 'pt' ? serverMessageOf(error) : undefined;
    return t('composer.sendError', { error: server ?? t('composer.unknownError') });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong || send.isPending) return;
    setFailure(null);
    send.mutate(trimmed, {
      onSuccess: () => {
        setText('');
        onSent();
      },
      onError: (error) => setFailure(describe(error)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
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
          value={text}
          placeholder={t('composer.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="chat-message-counter"
        />
        <Button type="submit" disabled={!trimmed || tooLong} loading={send.isPending}>
          {t('composer.send')}
        </Button>
      </div>
      <span id="chat-message-counter" className={tooLong ? 'chat-composer__counter chat-composer__counter--over' : 'chat-composer__counter'}>
        {t('composer.counter', { count, max: MESSAGE_MAX_LENGTH })}
      </span>
    </form>
  );
}
