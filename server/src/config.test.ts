import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig: maps settings', () => {
  it('leaves both unset by default (the offline maps)', () => {
    const config = loadConfig({});
    expect(config.osrmUrl).toBeUndefined();
    expect(config.googleMapsApiKey).toBeUndefined();
  });

  it('takes an OSRM URL and a Google key', () => {
    const config = loadConfig({ OSRM_URL: 'http://localhost:5000', GOOGLE_MAPS_API_KEY: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz0123' });
    expect(config.osrmUrl).toBe('http://localhost:5000');
    expect(config.googleMapsApiKey).toBe('AIzaSyD-abcdefghijklmnopqrstuvwxyz0123');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ OSRM_URL: '', GOOGLE_MAPS_API_KEY: '' }).osrmUrl).toBeUndefined();
  });

  it.each([
    [{ OSRM_URL: 'localhost:5000' }, 'OSRM_URL'],
    [{ OSRM_URL: 'ftp://osrm.example.com' }, 'OSRM_URL'],
    [{ GOOGLE_MAPS_API_KEY: 'short' }, 'GOOGLE_MAPS_API_KEY'],
    [{ GOOGLE_MAPS_API_KEY: 'AIza key with spaces in it 123' }, 'GOOGLE_MAPS_API_KEY'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
