import { describe, expect, it } from '@jest/globals';
import { anyJobRunning, progressColor, progressPercent, shownState, statusPollInterval, type SearchJobProgress } from './search-progress';

const job = (state: SearchJobProgress['state'], done = 0, total = 0): SearchJobProgress => ({ state, done, total });

describe('progressPercent', () => {
  it('is empty before a first run', () => {
    expect(progressPercent(job('idle', 0, 0))).toBe(0);
  });

  it('follows done of total while running, rounded and kept within 0–100', () => {
    expect(progressPercent(job('loading', 0, 10))).toBe(0);
    expect(progressPercent(job('loading', 1, 3))).toBe(33);
    expect(progressPercent(job('loading', 2, 3))).toBe(67);
    expect(progressPercent(job('loading', 12, 10))).toBe(100);
    expect(progressPercent(job('loading', 0, 0))).toBe(0);
  });

  it('is full after success whatever the counts, and stays where a failed run stopped', () => {
    expect(progressPercent(job('success', 3, 10))).toBe(100);
    expect(progressPercent(job('success', 0, 0))).toBe(100);
    expect(progressPercent(job('error', 4, 10))).toBe(40);
    expect(progressPercent(job('error', 0, 0))).toBe(0);
  });
});

describe('the job states the screen shows', () => {
  it('shows loading from the press of the button, then what the server reports', () => {
    expect(shownState(job('success', 5, 5), true)).toBe('loading');
    expect(shownState(job('success', 5, 5), false)).toBe('success');
    expect(shownState(job('error'), false)).toBe('error');
  });

  it('counts as running while either job loads or a start is on its way', () => {
    const idle = { removal: job('idle'), indexing: job('success', 3, 3) };
    expect(anyJobRunning(idle)).toBe(false);
    expect(anyJobRunning(idle, 'indexing')).toBe(true);
    expect(anyJobRunning({ ...idle, removal: job('loading', 1, 4) })).toBe(true);
  });

  it('polls every 500 ms while running and not at all otherwise', () => {
    expect(statusPollInterval(true)).toBe(500);
    expect(statusPollInterval(false)).toBe(0);
  });

  it('colours an error red and a success green', () => {
    expect(progressColor('error')).toBe('red.9');
    expect(progressColor('success')).toBe('teal.9');
    expect(progressColor('loading')).toBe('blue.8');
  });
});
