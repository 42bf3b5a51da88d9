'use client';

/**
 * The dual range slider itself (Radix: arrows step, Page Up/Down, Home/End, drag, track press),
 * fetched when the shopper first comes to use a range filter (see range-slider-module.ts). It renders
 * what RangeSliderTrack drew in its place, with the same handoff keys, so focus, held keys and a
 * drag begun on the placeholder carry on here.
 */
import * as Slider from '@radix-ui/react-slider';
import { SLIDER_RANGE_CLASS, SLIDER_ROOT_CLASS, SLIDER_THUMB_CLASS, SLIDER_TRACK_CLASS, type SliderThumbText } from './RangeSliderTrack';

export interface RangeSliderRadixProps {
  min: number;
  max: number;
  step: number;
  values: [number, number];
  onValueChange: (values: number[]) => void;
  text: { min: SliderThumbText; max: SliderThumbText };
  handoff: string;
}

export default function RangeSliderRadix({ min, max, step, values, onValueChange, text, handoff }: RangeSliderRadixProps) {
  return (
    <Slider.Root
      min={min}
      max={max}
      step={step}
      value={values}
      onValueChange={onValueChange}
      minStepsBetweenThumbs={0}
      data-handoff={`${handoff}-track`}
      className={SLIDER_ROOT_CLASS}
    >
      <Slider.Track className={SLIDER_TRACK_CLASS}>
        <Slider.Range className={SLIDER_RANGE_CLASS} />
      </Slider.Track>
      {(['min', 'max'] as const).map((side) => (
        <Slider.Thumb
          key={side}
          aria-label={text[side].label}
          aria-valuetext={text[side].valueText}
          data-handoff={`${handoff}-${side}`}
          className={SLIDER_THUMB_CLASS}
        />
      ))}
    </Slider.Root>
  );
}
