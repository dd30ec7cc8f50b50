import { describe, expect, it } from 'vitest';
import {
  DATASOURCE_CACHE_SECONDS,
  DEFAULT_FEATURES_MAX_SELECT,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_NEXT_PHASE,
  DEFAULT_PERIODIC_MAIL_DAY,
  GPS_DEFAULT_MIN_ACCURACY,
  GPS_MIN_ACCURACY_MAX,
  GPS_MIN_ACCURACY_MIN,
  INSTALL_PROMPT_INTERVAL_MS,
  LIST_PAGE_SIZES,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_LOCATE_ZOOM,
  MAP_MAX_ABS_LAT,
  MAP_MAX_ABS_LON,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAX_FILE_SIZE_BYTES,
  MODULES,
  PAGE_SIZE_ALL,
  PERIODIC_MAIL_WEEKDAYS,
  REGISTRATION_PAGE_SIZES,
  WEEKDAY,
  WORKFLOW_PHASES,
  ZModule,
} from './index';

// These pin relations between constants that the spec states in words, so an edit of one
// constant that breaks a relation (a default outside its range, a cache not 7 days) fails here.
describe('constants', () => {
  it('keeps every default inside its own range', () => {
    expect(GPS_DEFAULT_MIN_ACCURACY).toBeGreaterThanOrEqual(GPS_MIN_ACCURACY_MIN);
    expect(GPS_DEFAULT_MIN_ACCURACY).toBeLessThanOrEqual(GPS_MIN_ACCURACY_MAX);
    for (const zoom of [MAP_DEFAULT_ZOOM, MAP_LOCATE_ZOOM]) {
      expect(zoom).toBeGreaterThanOrEqual(MAP_MIN_ZOOM);
      expect(zoom).toBeLessThanOrEqual(MAP_MAX_ZOOM);
    }
    expect(Math.abs(MAP_DEFAULT_CENTER.lat)).toBeLessThanOrEqual(MAP_MAX_ABS_LAT);
    expect(Math.abs(MAP_DEFAULT_CENTER.lon)).toBeLessThanOrEqual(MAP_MAX_ABS_LON);
    expect(WORKFLOW_PHASES).toContain(DEFAULT_NEXT_PHASE);
    expect(LIST_PAGE_SIZES).toContain(DEFAULT_LIST_PAGE_SIZE);
    expect(DEFAULT_FEATURES_MAX_SELECT).toBe(1);
  });

  it('states the sizes and durations the spec gives in other units', () => {
    expect(MAX_FILE_SIZE_BYTES).toBe(20 * 1024 * 1024);
    expect(DATASOURCE_CACHE_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(INSTALL_PROMPT_INTERVAL_MS).toBe(86_400_000);
  });

  it('lists the page sizes, phases and weekdays of the spec', () => {
    expect(LIST_PAGE_SIZES).toEqual([10, 25, 50, 100, PAGE_SIZE_ALL]);
    expect(PAGE_SIZE_ALL).toBe(-1);
    expect(REGISTRATION_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(WORKFLOW_PHASES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...PERIODIC_MAIL_WEEKDAYS].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(WEEKDAY.SUNDAY).toBe(7);
    expect(DEFAULT_PERIODIC_MAIL_DAY).toBe(6);
  });

  it('parses module names', () => {
    for (const m of MODULES) expect(ZModule.parse(m)).toBe(m);
    expect(ZModule.safeParse('pdf').success).toBe(false);
  });
});
