import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../api';

const CONTENT = `{ heroSlides { id title cta link } contestBanner { title message link } }`;

describe('dashboard content', () => {
  it("serves the three hero slides (promotions, resources, events) and the contest banner", async () => {
    const server = createTestServer('comfort-advisor');
    const data = await server.ok(CONTENT);
    expect(data.heroSlides.map((slide: { link: string }) => slide.link)).toEqual(['/promotions', '/resources', '/events']);
    expect(data.contestBanner.message).toBe('Rack up points on every sale and compete by district, region or nationwide.');
  });

  it('hides both from client admins and signed-out visitors', async () => {
    expect(await createTestServer('client-admin').errorCode(CONTENT)).toBe('FORBIDDEN');
    expect(await createTestServer(null).errorCode(CONTENT)).toBe('UNAUTHENTICATED');
  });
});
