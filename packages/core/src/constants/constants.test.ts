import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_NEXT_PHASE,
  DEFAULT_PERIODIC_MAIL_DAY,
  GPS_DEFAULT_MIN_ACCURACY,
  GPS_MIN_ACCURACY_MAX,
  GPS_MIN_ACCURACY_MIN,
  LIST_PAGE_SIZES,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_LOCATE_ZOOM,
  MAP_MAX_ABS_LAT,
  MAP_MAX_ABS_LON,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MODULES,
  PERIODIC_MAIL_WEEKDAYS,
  WEEKDAY,
  WORKFLOW_PHASES,
  ZModule,
} from './index';

// These pin relations between constants, so an edit of one that breaks a relation (a default
// outside its range) fails here. A constant's own value is not restated: that test would only
// repeat the declaration and fail on every deliberate change.
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
  });

  it('offers every weekday once for the periodic mail, its default among them', () => {
    expect(new Set(PERIODIC_MAIL_WEEKDAYS).size).toBe(PERIODIC_MAIL_WEEKDAYS.length);
    expect(Object.values(WEEKDAY).sort()).toEqual([...PERIODIC_MAIL_WEEKDAYS].sort());
    expect(PERIODIC_MAIL_WEEKDAYS).toContain(DEFAULT_PERIODIC_MAIL_DAY);
  });

  it('parses module names', () => {
    for (const m of MODULES) expect(ZModule.parse(m)).toBe(m);
    expect(ZModule.safeParse('pdf').success).toBe(false);
  });
});
