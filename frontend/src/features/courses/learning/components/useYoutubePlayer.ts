import { useEffect, useRef } from 'react';

/** The slice of the YouTube IFrame API the lesson player uses. */
interface YtPlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  destroy(): void;
}

interface YtNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      host?: string;
      playerVars?: Record<string, number | string>;
      events?: Record<string, (event: { data: number }) => void>;
    },
  ) => YtPlayer;
}

declare global {
  interface Window {
    YT?: YtNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const PLAYING = 1;
const PAUSED = 2;
const ENDED = 0;
/** Seconds of playback between two progress saves. */
const SAVE_EVERY_SECONDS = 10;

let apiPromise: Promise<YtNamespace> | null = null;

function loadYoutubeApi(): Promise<YtNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  apiPromise ??= new Promise((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = () => {
      apiPromise = null;
      reject(new Error('youtube'));
    };
    document.head.appendChild(script);
  });
  return apiPromise;
}

export interface PlayerCallbacks {
  /** A position report: every 10 s of playback, on pause and on leaving. */
  onProgress: (positionSeconds: number, durationSeconds: number) => void;
  onEnded: () => void;
  /**
   * The video cannot play: the IFrame API did not load, or the player reported an error (the id
   * is wrong, the video is private or removed, or its owner does not allow embedding).
   */
  onUnavailable?: () => void;
}

/**
 * Mounts the YouTube IFrame API player in `container` and reports playback, once `attempt` is 1 or
 * more: the lesson shows a poster until the member asks for the video, so YouTube's scripts, frames
 * and cookies cost nothing to a page that is only read (issue 26). A new `attempt` mounts it again
 * (after it was unavailable). The frame comes from youtube-nocookie.com and starts playing at once,
 * since a click asked for it.
 */
export function useYoutubePlayer(
  container: React.RefObject<HTMLDivElement | null>,
  videoId: string,
  callbacks: PlayerCallbacks,
  attempt: number,
): void {
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    const element = container.current;
    if (!element || attempt < 1) return;
    let player: YtPlayer | null = null;
    let cancelled = false;
    let playedSinceSave = 0;
    const report = () => {
      if (!player) return;
      try {
        latest.current.onProgress(player.getCurrentTime(), player.getDuration());
      } catch {
        // The player is gone (the page is closing).
      }
    };
    const timer = window.setInterval(() => {
      if (player?.getPlayerState() !== PLAYING) return;
      playedSinceSave += 1;
      if (playedSinceSave >= SAVE_EVERY_SECONDS) {
        playedSinceSave = 0;
        report();
      }
    }, 1000);
    const onHide = () => {
      if (document.visibilityState === 'hidden') report();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', report);
    const mount = document.createElement('div');
    element.replaceChildren(mount);
    loadYoutubeApi()
      .then((YT) => {
        if (cancelled) return;
        player = new YT.Player(mount, {
          videoId,
          host: 'https://www.youtube-nocookie.com',
          playerVars: { rel: 0, modestbranding: 1, playsinline: 1, autoplay: 1 },
          events: {
            // Events, not a timer: the player says when a video cannot play.
            onError: () => latest.current.onUnavailable?.(),
            onStateChange: (event) => {
              if (event.data === PAUSED) report();
              if (event.data === ENDED) {
                report();
                latest.current.onEnded();
              }
            },
          },
        });
      })
      .catch(() => latest.current.onUnavailable?.());
    return () => {
      cancelled = true;
      report();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', report);
      player?.destroy();
    };
  }, [container, videoId, attempt]);
}
