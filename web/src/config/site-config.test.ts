import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG, readSiteConfig, telHref } from './site-config';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'tourdesk-config';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('readSiteConfig', () => {
  it('uses the defaults when the server injected nothing', () => {
    expect(readSiteConfig(documentWith(null))).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('takes the served mode and settings, ignoring unknown keys and wrong types', () => {
    const config = readSiteConfig(
      documentWith(JSON.stringify({ mode: 'agent', phone: '+44 1463 000000', email: 7, evil: 'x' })),
    );
    expect(config.mode).toBe('agent');
    expect(config.phone).toBe('+44 1463 000000');
    expect(config.email).toBe(DEFAULT_SITE_CONFIG.email);
    expect(config).not.toHaveProperty('evil');
  });

  it('reads the brand, the winter-tour codes and the agent site origin', () => {
    const config = readSiteConfig(
      documentWith(
        JSON.stringify({
          brand: 'HAG',
          winterTourCodes: ' WIN1, WIN2 ,,',
          agentSiteOrigin: 'https://agents.example/portal',
        }),
      ),
    );
    expect(config.brand).toBe('HAG');
    expect(config.winterTourCodes).toEqual(['WIN1', 'WIN2']);
    expect(config.agentSiteOrigin).toBe('https://agents.example');
    const ignored = readSiteConfig(documentWith(JSON.stringify({ brand: 'XYZ', agentSiteOrigin: 'nope' })));
    expect(ignored.brand).toBe(DEFAULT_SITE_CONFIG.brand);
    expect(ignored.agentSiteOrigin).toBe(DEFAULT_SITE_CONFIG.agentSiteOrigin);
  });

  it('falls back to the consumer site for an unknown mode or malformed JSON', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readSiteConfig(documentWith('{"mode":"admin"}')).mode).toBe('consumer');
    expect(readSiteConfig(documentWith('{nope')).mode).toBe('consumer');
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+44 (0)131 496-0000')).toBe('tel:+4401314960000');
    expect(telHref('0131 496 0000')).toBe('tel:01314960000');
  });
});
