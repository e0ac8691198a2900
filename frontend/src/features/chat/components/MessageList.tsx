import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportMenuItem } from '../../../components/flags/ReportMenuItem';
import { Button } from '../../../components/ui';
import { BlockMenuItem } from '../../../components/blocks/BlockMemberButton';
import { ItemMenu } from '../../../components/ui/ItemMenu';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { useLanguage } from '../../../i18n';
import { isRemovedMember } from '../../../lib/removedMember';
import { messageTime } from '../../../lib/time';
import type { ChatMessage } from '../api/chatApi';
import { MessageText } from './MessageText';

/** The spec: no auto-scroll when the reader is more than 100 px from the bottom. */
const NEAR_BOTTOM_PX = 100;
/** The spec: the "reader is scrolling" flag resets after 2 seconds. */
const SCROLLING_RESET_MS = 2_000;

/** "14:03" today, "ontem 14:03", "3 dez 14:03" before (lib/time's `messageTime`), read against the render's now. */
function useTimeFormat() {
  const { language } = useLanguage();
  return (iso: string) => messageTime(iso, new Date(), language);
}

export interface MessageListProps {
  roomName: string;
  messages: ChatMessage[];
  hasOlder: boolean;
  onLoadOlder: () => Promise<void>;
  /** Bumped when this tab sent a message: always scroll to it. */
  sentTick: number;
  /** Administrators: a delete control on each message. */
  onDelete?: (message: ChatMessage) => void;
  /** After the reader blocked a message's author: their messages leave the list. */
  onAuthorBlocked?: (memberId: string) => void;
}

export function MessageList({ roomName, messages, hasOlder, onLoadOlder, sentTick, onDelete, onAuthorBlocked }: MessageListProps) {
  const { t } = useTranslation(['chat', 'flags']);
  const { t: tc } = useTranslation('common');
  // What an erased member left reads "Removed member" in the reader's language (ADR 0109).
  const authorName = (message: ChatMessage) => (isRemovedMember(message.user_id) ? tc('removedMember') : message.user_name);
  const time = useTimeFormat();
  const listRef = useRef<HTMLDivElement>(null);
  const scrolling = useRef(false);
  const scrollingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [farFromBottom, setFarFromBottom] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const lastId = useRef<string | undefined>(undefined);
  const firstId = useRef<string | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const distanceFromBottom = () => {
    const el = listRef.current;
    return el ? el.scrollHeight - el.scrollTop - el.clientHeight : 0;
  };
  const scrollToBottom = useCallback((smooth = false) => {
    const el = listRef.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    setUnseen(0);
    setFarFromBottom(false);
  }, []);

  const onScroll = () => {
    scrolling.current = true;
    clearTimeout(scrollingTimer.current);
    scrollingTimer.current = setTimeout(() => (scrolling.current = false), SCROLLING_RESET_MS);
    const far = distanceFromBottom() > NEAR_BOTTOM_PX;
    setFarFromBottom(far);
    if (!far) setUnseen(0);
  };
  useEffect(() => () => clearTimeout(scrollingTimer.current), []);

  // New messages at the bottom: follow them unless the reader scrolled up; count them otherwise.
  useLayoutEffect(() => {
    const newest = messages.at(-1)?.id;
    const oldest = messages[0]?.id;
    const firstLoad = lastId.current === undefined;
    const grewAtBottom = newest !== lastId.current;
    const olderPrepended = oldest !== firstId.current && !firstLoad && !grewAtBottom;
    lastId.current = newest;
    firstId.current = oldest;
    if (olderPrepended || !grewAtBottom) return;
    if (firstLoad || (distanceFromBottom() <= NEAR_BOTTOM_PX && !scrolling.current)) scrollToBottom();
    else setUnseen((n) => n + 1);
  }, [messages, scrollToBottom]);

  useLayoutEffect(() => {
    if (sentTick > 0) scrollToBottom();
  }, [sentTick, scrollToBottom]);

  const loadOlder = async () => {
    const el = listRef.current;
    const before = el ? el.scrollHeight - el.scrollTop : 0;
    setLoadingOlder(true);
    try {
      await onLoadOlder();
    } finally {
      setLoadingOlder(false);
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - before;
      });
    }
  };

  return (
    <div className="chat-messages">
      <div
        ref={listRef}
        className="chat-messages__scroll"
        onScroll={onScroll}
        // Focusable, so a keyboard can scroll the history (axe: scrollable-region-focusable).
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-label={t('messages.listLabel', { room: roomName })}
      >
        {hasOlder && (
          <div className="chat-messages__older">
            <Button variant="ghost" size="sm" onClick={() => void loadOlder()} loading={loadingOlder}>
              {t('messages.loadOlder')}
            </Button>
          </div>
        )}
        <ol className="chat-messages__list">
          {messages.map((message) => (
            <li key={message.id} className="chat-message" data-message-id={message.id}>
              <UserAvatar name={authorName(message)} picture={message.user_picture} size="sm" />
              <div className="chat-message__body">
                <div className="chat-message__meta">
                  <span className="chat-message__author">{authorName(message)}</span>
                  <RankBadge
                    level={message.user_level}
                    rankName={message.user_rank_name}
                    color={message.user_rank_color}
                    textColor={message.user_text_color}
                  />
                  <time className="chat-message__time" dateTime={message.created_at} title={time(message.created_at).full}>
                    {time(message.created_at).label}
                  </time>
                  {onDelete && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="chat-message__delete"
                      aria-label={t('moderation.deleteLabel', { name: message.user_name })}
                      onClick={() => onDelete(message)}
                    >
                      {t('moderation.delete')}
                    </Button>
                  )}
                  {/* Bloquear in the ⋯ menu, as on a post: beside every message it crowded a phone's line. */}
                  <ItemMenu label={t('flags:menu.message', { name: message.user_name })}>
                    {message.message_type === 'text' && (
                      <ReportMenuItem target={{ type: 'chat_message', id: message.id }} authorId={message.user_id} />
                    )}
                    <BlockMenuItem memberId={message.user_id} name={message.user_name} onBlocked={onAuthorBlocked} />
                  </ItemMenu>
                </div>
                <MessageText text={message.content} />
              </div>
            </li>
          ))}
        </ol>
      </div>
      {unseen > 0 ? (
        <Button className="chat-messages__jump" size="sm" onClick={() => scrollToBottom(true)}>
          {t('messages.newMessages')} ({unseen})
        </Button>
      ) : (
        farFromBottom && (
          <Button className="chat-messages__jump" size="sm" variant="secondary" onClick={() => scrollToBottom(true)}>
            {t('messages.scrollToBottom')}
          </Button>
        )
      )}
    </div>
  );
}
