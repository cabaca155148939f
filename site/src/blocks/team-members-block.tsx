import { Picture } from '../media/block-picture';
import { asBlockImage } from '../media/media-urls';
import { useRender } from '../render/render-context';
import { text } from './block-media';
import type { BlockProps } from './block-props';

/** The active team from the site content: all of it, or the members the block names, in its order. */
export function TeamMembersBlock({ block }: BlockProps<'team-members'>) {
  const { model } = useRender();
  const team = model.content.teamMembers ?? [];
  const chosen = Array.isArray(block.props.memberIds) ? block.props.memberIds.map((entry) => Number(entry?.id)) : [];
  const members = chosen.length > 0 ? chosen.flatMap((id) => team.filter((member) => member.id === id)) : team;
  return (
    <section className="block team-members">
      {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
      {text(block.props.intro) && <p>{text(block.props.intro)}</p>}
      <ul className="team-members__list">
        {members.map((member) => {
          const image = asBlockImage(member.image);
          return (
            <li key={member.id} className="team-member">
              {image && <Picture image={image} sizes="240px" />}
              <h3>{member.name}</h3>
              {member.function && <p className="team-member__function">{member.function}</p>}
              {member.description && <p>{member.description}</p>}
              {member.quote && <blockquote>{member.quote}</blockquote>}
              {member.specialties.length > 0 && <p className="team-member__specialties">{member.specialties.join(' · ')}</p>}
              {member.skills.length > 0 && (
                <ul className="tags">
                  {member.skills.map((skill) => (
                    <li key={skill.id}>{skill.name}</li>
                  ))}
                </ul>
              )}
              {member.linkedinUrl && (
                <a href={member.linkedinUrl} rel="noopener noreferrer" target="_blank">
                  LinkedIn
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
