import { aspectValue, focalWindow } from './focal-window';

describe('focalWindow: the crop window of another aspect ratio around the focal point', () => {
  it('cuts the long side only, centred without a focal point', () => {
    expect(focalWindow(1600, 900, 1, null)).toEqual({ left: 350, top: 0, width: 900, height: 900 });
    expect(focalWindow(900, 1600, 1, null)).toEqual({ left: 0, top: 350, width: 900, height: 900 });
    expect(focalWindow(1200, 800, aspectValue('16:9'), null)).toEqual({ left: 0, top: 63, width: 1200, height: 675 });
  });

  it('centres the window on the focal point', () => {
    expect(focalWindow(1600, 900, 1, { x: 0.4, y: 0.5 })).toEqual({ left: 190, top: 0, width: 900, height: 900 });
    expect(focalWindow(900, 1600, 1, { x: 0.5, y: 0.6 })).toEqual({ left: 0, top: 510, width: 900, height: 900 });
  });

  it('stops at the edges: a point near an edge brings the window to that edge, never past it', () => {
    expect(focalWindow(1600, 900, 1, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 900, height: 900 });
    expect(focalWindow(1600, 900, 1, { x: 0.99, y: 1 })).toEqual({ left: 700, top: 0, width: 900, height: 900 });
    expect(focalWindow(900, 1600, 16 / 9, { x: 0.2, y: 1 })).toEqual({ left: 0, top: 1094, width: 900, height: 506 });
  });

  it('keeps the focal point inside the window for every point and aspect', () => {
    for (const aspect of [1, 4 / 3, 16 / 9, 1.91, 3 / 4, 9 / 16]) {
      for (const x of [0, 0.13, 0.5, 0.87, 1]) {
        for (const y of [0, 0.31, 0.5, 0.77, 1]) {
          const window = focalWindow(1234, 777, aspect, { x, y });
          expect(window.left).toBeGreaterThanOrEqual(0);
          expect(window.top).toBeGreaterThanOrEqual(0);
          expect(window.left + window.width).toBeLessThanOrEqual(1234);
          expect(window.top + window.height).toBeLessThanOrEqual(777);
          expect(x * 1234).toBeGreaterThanOrEqual(window.left);
          expect(x * 1234).toBeLessThanOrEqual(window.left + window.width);
          expect(y * 777).toBeGreaterThanOrEqual(window.top);
          expect(y * 777).toBeLessThanOrEqual(window.top + window.height);
          expect(Math.abs(window.width / window.height - aspect)).toBeLessThan(0.01 * aspect + 1 / window.height);
        }
      }
    }
  });

  it('gives a one-pixel side rather than none for an extreme aspect of a tiny image', () => {
    expect(focalWindow(3, 1, 1 / 9, null)).toEqual({ left: 1, top: 0, width: 1, height: 1 });
  });
});
