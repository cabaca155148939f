import { useRender } from '../render/render-context';
import { text } from './block-media';
import type { BlockProps } from './block-props';

export function SkillsBlock({ block }: BlockProps<'skills'>) {
  const { model } = useRender();
  const skills = model.content.skills ?? [];
  return (
    <section className="block skills">
      {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
      {text(block.props.intro) && <p>{text(block.props.intro)}</p>}
      <ul className="tags">
        {skills.map((skill) => (
          <li key={skill.id}>{skill.name}</li>
        ))}
      </ul>
    </section>
  );
}
