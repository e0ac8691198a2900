import { applyDecorators } from '@nestjs/common';

/**
 * One property decorator made of several, listed in the order they would stand stacked over the
 * property: stacked decorators apply bottom-up, so the validators' order (and which message comes
 * first) is the same as when they were written out.
 */
export function stackedDecorators(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}
