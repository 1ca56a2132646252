package scenarios

import (
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// battlegroups resolves a battlegroup name in the file to the game's
// battlegroups: the one it names, or every copy of it.
func (b *dropfleetBuild) battlegroups(o *yamldoc.Object, key string) ([]int, error) {
	name, n, _, err := o.Scalar(key)
	if err != nil {
		return nil, err
	}
	if bgs, ok := b.copies[name]; ok {
		return bgs, nil
	}
	for i := range b.g.Battlegroups {
		if b.g.Battlegroups[i].Name == name {
			return []int{i}, nil
		}
	}
	return nil, b.d.Errorf(n, o.Field(key), "no battlegroup %q%s", name, yamldoc.Suggest(name, yamldoc.SortedKeys(b.copies)))
}

// ship resolves a ship ID at key.
func (b *dropfleetBuild) ship(o *yamldoc.Object, key string) (int, error) {
	id, n, _, err := o.Scalar(key)
	if err != nil {
		return -1, err
	}
	if i := b.g.ShipIndex(id); i >= 0 {
		return i, nil
	}
	ids := make([]string, len(b.g.Ships))
	for i := range b.g.Ships {
		ids[i] = b.g.Ships[i].ID
	}
	list := strings.Join(ids, ", ")
	if len(ids) > 12 {
		list = strings.Join(ids[:12], ", ") + ", …"
	}
	return -1, b.d.Errorf(n, o.Field(key), "no ship %q%s (ships: %s)", id, yamldoc.Suggest(id, ids), list)
}

// fileShipName returns the name a file gives ship ID id of a battlegroup
// copy with suffix ("#2"): "frig#2.1" is "frig.1", "scout#2" is "scout".
func fileShipName(id, suffix string) string {
	if suffix == "" {
		return id
	}
	return strings.Replace(id, suffix, "", 1)
}

// shipIn returns the ship of battlegroup bg (a copy with suffix) that the
// file calls id, by its name as written (frig.2) or its full name
// (frig#2.2), or -1.
func (b *dropfleetBuild) shipIn(bg int, id, suffix string) int {
	for _, gi := range b.g.Battlegroups[bg].Groups {
		for _, si := range b.g.Groups[gi].Ships {
			if sid := b.g.Ships[si].ID; sid == id || fileShipName(sid, suffix) == id {
				return si
			}
		}
	}
	return -1
}

// shipInAny reports whether id names a ship of some battlegroup of bgs (the
// copies an activation plays): a name as written names one in every copy,
// a full name (frig#2.1) one in its own copy.
func (b *dropfleetBuild) shipInAny(bgs []int, id string) bool {
	for _, bg := range bgs {
		if b.shipIn(bg, id, suffixOf(b.g.Battlegroups[bg].Name)) >= 0 {
			return true
		}
	}
	return false
}

// activated names the battlegroup of an activation of the copies bgs: the
// file's name for them all (bg), or the one copy's (bg#2).
func (b *dropfleetBuild) activated(bgs []int) string {
	name := b.g.Battlegroups[bgs[0]].Name
	if len(bgs) > 1 {
		name = strings.TrimSuffix(name, suffixOf(name))
	}
	return name
}

// fileShipNames lists the names a file may give the ships of the copies
// bgs of a battlegroup: each ship as written (frig.1), then, when there
// are copies, each copy's ship by its full name (frig#2.1).
func (b *dropfleetBuild) fileShipNames(bgs []int) []string {
	var written, full []string
	for k, bg := range bgs {
		suffix := suffixOf(b.g.Battlegroups[bg].Name)
		for _, gi := range b.g.Battlegroups[bg].Groups {
			for _, si := range b.g.Groups[gi].Ships {
				if id := b.g.Ships[si].ID; suffix != "" {
					full = append(full, id)
					if k == 0 {
						written = append(written, fileShipName(id, suffix))
					}
				} else {
					written = append(written, id)
				}
			}
		}
	}
	return append(written, full...)
}

// suffixOf returns the copy suffix of a battlegroup name ("#2"), or "".
func suffixOf(name string) string {
	if i := strings.LastIndexByte(name, '#'); i >= 0 {
		return name[i:]
	}
	return ""
}
