import { describe, expect, it } from 'vitest';
import { imageUrlSchema } from './image-url';

const schema = imageUrlSchema('Image URL', 2000);
const refusal = 'Image URL must start with http:// or https:// (or be an uploaded image).';
const messages = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('an image address', () => {
  it('keeps http(s) addresses and uploaded images, and reads empty as none', () => {
    for (const value of [
      'https://example.com/horse.jpg',
      'HTTP://example.com/a.png?w=200',
      '/uploads/4f2a9c.webp',
    ]) {
      expect(schema.parse(value), value).toBe(value);
    }
    expect(schema.parse('  https://example.com/a.png  ')).toBe('https://example.com/a.png');
    for (const value of ['', '   ', null, undefined]) expect(schema.parse(value)).toBeNull();
  });

  it('refuses every other address with a message naming the field', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'data:image/png;base64,iVBORw0KGgo=',
      'vbscript:msgbox(1)',
      '//evil.example/a.png',
      'example.com/a.png',
      '/uploads/../secret',
      '/uploads/..',
      '/uploads/.',
      '/api/admin/data/users',
      'https://example.com/a b.png',
      'https://example.com/"onerror="alert(1)',
    ]) {
      expect(messages(value), value).toEqual([refusal]);
    }
    expect(messages(`https://example.com/${'a'.repeat(2000)}`)).toEqual([
      'Image URL must be at most 2000 characters.',
    ]);
  });
});
