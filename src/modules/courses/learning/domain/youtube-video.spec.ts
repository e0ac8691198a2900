import { describe, expect, it } from '@jest/globals';
import { extractYoutubeVideoId } from './youtube-video.js';

const ID = 'dQw4w9WgXcQ';

describe('extractYoutubeVideoId', () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`],
    [`http://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?t=10&si=abc`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://www.youtube.com/v/${ID}`],
  ])('finds the id in %s', (input) => {
    expect(extractYoutubeVideoId(input)).toBe(ID);
  });

  it.each([
    [''],
    ['abc'],
    ['dQw4w9WgXcQX'],
    ['dQw4w9WgXc!'],
    [`https://vimeo.com/${ID}`],
    [`https://evil.example/watch?v=${ID}`],
    [`https://www.youtube.com.evil.example/watch?v=${ID}`],
    [`javascript:alert('${ID}')`],
    [`ftp://youtu.be/${ID}`],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/channel/UCabcdefghijk'],
    ['https://youtu.be/'],
  ])('finds nothing in %j', (input) => {
    expect(extractYoutubeVideoId(input)).toBeNull();
  });
});
