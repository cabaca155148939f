import { describe, expect, it } from '@jest/globals';
import { cropCopyName, cropParamsFrom, isWholeImage } from './crop-params';

describe('crop params', () => {
  it('takes Cropper.js getData() as whole pixels with a flip as ±1', () => {
    expect(cropParamsFrom({ x: 10.4, y: 20.6, width: 300.5, height: 199.49, rotate: 0, scaleX: 1, scaleY: 1 })).toEqual({
      x: 10,
      y: 21,
      width: 301,
      height: 199,
      rotate: 0,
      scaleX: 1,
      scaleY: 1,
    });
    expect(cropParamsFrom({ x: 0, y: 0, width: 10, height: 10, scaleX: -1, scaleY: -0.5 })).toMatchObject({ scaleX: -1, scaleY: -1 });
  });

  it('fills in what Cropper leaves out and keeps the box at least 1×1', () => {
    expect(cropParamsFrom({ x: -3, y: 0, width: 0.2, height: 0 })).toEqual({ x: -3, y: 0, width: 1, height: 1, rotate: 0, scaleX: 1, scaleY: 1 });
  });

  it('turns any rotation into 0 to 359 degrees, as the server takes it', () => {
    expect(cropParamsFrom({ x: 0, y: 0, width: 1, height: 1, rotate: -90 }).rotate).toBe(270);
    expect(cropParamsFrom({ x: 0, y: 0, width: 1, height: 1, rotate: 450 }).rotate).toBe(90);
    expect(cropParamsFrom({ x: 0, y: 0, width: 1, height: 1, rotate: -360 }).rotate).toBe(0);
    expect(cropParamsFrom({ x: 0, y: 0, width: 1, height: 1, rotate: 44.6 }).rotate).toBe(45);
  });

  it('knows a crop that leaves the image as it is', () => {
    const whole = { x: 0, y: 0, width: 800, height: 600, rotate: 0, scaleX: 1, scaleY: 1 };
    expect(isWholeImage(whole, { width: 800, height: 600 })).toBe(true);
    expect(isWholeImage({ ...whole, width: 799 }, { width: 800, height: 600 })).toBe(false);
    expect(isWholeImage({ ...whole, x: 1 }, { width: 800, height: 600 })).toBe(false);
    expect(isWholeImage({ ...whole, rotate: 90 }, { width: 800, height: 600 })).toBe(false);
    expect(isWholeImage({ ...whole, scaleX: -1 }, { width: 800, height: 600 })).toBe(false);
    expect(isWholeImage(whole, { width: null, height: null })).toBe(false);
  });

  it('names a saved crop after its image', () => {
    expect(cropCopyName('team.jpg')).toBe('team-crop.jpg');
    expect(cropCopyName('my.team.photo.png')).toBe('my.team.photo-crop.png');
    expect(cropCopyName('README')).toBe('README-crop');
  });
});
