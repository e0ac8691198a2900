import { describe, expect, it } from '@jest/globals';
import { NormaliseIdsPipe } from './normalised-ids.js';

const ID = '0F8FAD5B-D9CB-469F-A165-70867728950E';
const pipe = new NormaliseIdsPipe();

describe('NormaliseIdsPipe', () => {
  it('lowers a uuid in a path parameter, and nothing else there', () => {
    expect(pipe.transform(ID, { type: 'param', data: 'memberId' })).toBe(ID.toLowerCase());
    expect(pipe.transform('Geral', { type: 'param', data: 'room' })).toBe('Geral');
  });

  it('lowers uuids among the query parameters', () => {
    expect(pipe.transform({ cursor: ID, search: 'Olá' }, { type: 'query' })).toEqual({ cursor: ID.toLowerCase(), search: 'Olá' });
  });

  it('lowers body fields named for an id, at any depth, and never a member’s own text', () => {
    const body = { targetId: ID, content: ID, answers: [{ question_id: ID, text: ID }], memberIds: [ID] };
    expect(pipe.transform(body, { type: 'body' })).toEqual({
      targetId: ID.toLowerCase(),
      content: ID,
      answers: [{ question_id: ID.toLowerCase(), text: ID }],
      memberIds: [ID.toLowerCase()],
    });
  });

  it('leaves what is not JSON as it came (an uploaded file)', () => {
    const file = Buffer.from('picture');
    expect(pipe.transform(file, { type: 'body' })).toBe(file);
  });
});
