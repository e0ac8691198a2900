import { describe, expect, it } from '@jest/globals';
import { routePatternOf } from './route-pattern';

describe('routePatternOf', () => {
  it('names the route of an address by its pattern, never its ids', () => {
    expect(routePatternOf('/dashboard')).toBe('/dashboard');
    expect(routePatternOf('/curso/3f0e1c9a/aula/77')).toBe('/curso/:courseId/aula/:lessonId');
    expect(routePatternOf('/curso/3f0e1c9a/')).toBe('/curso/:courseId');
    expect(routePatternOf('/perfil-publico/abc')).toBe('/perfil-publico/:userId');
    expect(routePatternOf('/cursos')).toBe('/cursos');
  });

  it('has no pattern for an address the SPA does not route', () => {
    expect(routePatternOf('/curso/a/b/c')).toBeNull();
    expect(routePatternOf('/nada')).toBeNull();
  });
});
