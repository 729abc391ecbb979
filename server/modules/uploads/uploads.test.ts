import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { detectImageKind } from './image-type';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----test-boundary-7';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('image type by magic bytes', () => {
  it('recognises PNG, JPEG and WebP and nothing else', () => {
    expect(detectImageKind(png)?.extension).toBe('png');
    expect(detectImageKind(jpeg)?.extension).toBe('jpg');
    expect(detectImageKind(webp)?.extension).toBe('webp');
    expect(detectImageKind(Buffer.from('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(detectImageKind(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('image uploads API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signedInUser(t.db, now, { isAdmin: true })).cookie;
    member = (await signedInUser(t.db, now)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (file: Buffer, filename: string, type: string, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/uploads/image',
      ...multipart(file, filename, type),
      ...(cookie ? { cookie } : {}),
    });

  it('stores an image and serves it under /uploads/', async () => {
    const response = await upload(png, 'photo.png', 'image/png', admin);
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses visitors and members', async () => {
    expect((await upload(png, 'a.png', 'image/png')).statusCode).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', member)).statusCode).toBe(403);
  });

  it('refuses a file that is not really an image, whatever its name says', async () => {
    const response = await upload(
      Buffer.from('<svg onload="alert(1)"/>'),
      'x.png',
      'image/png',
      admin,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Only PNG, JPEG or WebP images can be uploaded.' });
  });

  it('refuses an image above 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(big, 'big.png', 'image/png', admin);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image must be 2 MB or smaller.' });
  });

  it('asks for a file when the request has none', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/uploads/image',
      payload: {},
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Choose an image file to upload.', field: 'image' });
    expect((await t.request({ method: 'GET', url: '/uploads/missing.png' })).statusCode).toBe(404);
  });
});
