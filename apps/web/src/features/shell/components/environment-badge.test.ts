import { describe, expect, it } from 'vitest';
import { environmentName } from './environment-badge';

describe('environment name', () => {
  it.each([
    ['development', 'Ontwikkeling'],
    ['test', 'Test'],
    ['staging', 'Acceptatie'],
    ['acceptance', 'Acceptatie'],
    ['production', 'Productie'],
    ['Production', 'Productie'],
  ])('calls %s %s', (environment, name) => {
    expect(environmentName(environment)).toBe(name);
  });

  it('shows an environment it does not know as configured', () => {
    expect(environmentName('demo-2')).toBe('demo-2');
  });
});
