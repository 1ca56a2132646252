package battlescribe

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Limits on a document's element tree, on top of the file size.
const (
	maxDepth    = 64
	maxElements = 200_000
)

// node is one XML element: its local name (namespaces are dropped: every
// BattleScribe file uses one), attributes, children, text and line.
type node struct {
	name     string
	attrs    []xml.Attr
	children []*node
	text     string
	line     int
	buf      []byte // the text while it is read, in pieces
}

// attr returns the attribute called name, or "".
func (n *node) attr(name string) string {
	for _, a := range n.attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// child returns the first child called name, or nil.
func (n *node) child(name string) *node {
	for _, c := range n.children {
		if c.name == name {
			return c
		}
	}
	return nil
}

// all returns the children called inner of the child called outer, as in
// all("profiles", "profile").
func (n *node) all(outer, inner string) []*node {
	var out []*node
	for _, c := range n.children {
		if c.name != outer {
			continue
		}
		for _, cc := range c.children {
			if cc.name == inner {
				out = append(out, cc)
			}
		}
	}
	return out
}

// describe names the element for messages: selectionEntry "Lysander".
func (n *node) describe() string {
	if name := n.attr("name"); name != "" {
		return fmt.Sprintf("%s %q", n.name, name)
	}
	return n.name
}

// parse reads the XML document in data into a tree, refusing what a
// hostile file could use: a document type declaration (the only place
// entities are declared; encoding/xml never reads external ones, and an
// undeclared entity is an error in strict mode), an encoding other than
// UTF-8, invalid UTF-8, and trees deeper or larger than the limits.
func parse(file string, data []byte) (*node, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a UTF-8 byte order mark
	if !utf8.Valid(data) {
		return nil, &Error{File: file, Err: errors.New("the file is not UTF-8 text (BattleScribe files are UTF-8)")}
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	d.CharsetReader = func(charset string, input io.Reader) (io.Reader, error) {
		if strings.EqualFold(charset, "utf8") { // encoding/xml reads "UTF-8" itself, not this alias
			return input, nil
		}
		return nil, fmt.Errorf("the file declares encoding %q; only UTF-8 is read", charset)
	}
	var root *node
	var stack []*node
	elements := 0
	for {
		line, _ := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			l, _ := d.InputPos()
			return nil, &Error{File: file, Line: l, Err: fmt.Errorf("not a well-formed XML file: %v", strings.TrimPrefix(err.Error(), "xml: "))}
		}
		switch t := tok.(type) {
		case xml.Directive:
			return nil, &Error{File: file, Line: line, Err: errors.New("a document type declaration (<!DOCTYPE …>) is not accepted: BattleScribe files have none, and it could declare entities")}
		case xml.StartElement:
			if elements++; elements > maxElements {
				return nil, &Error{File: file, Line: line, Err: fmt.Errorf("more than %d elements", maxElements)}
			}
			if len(stack) >= maxDepth {
				return nil, &Error{File: file, Line: line, Err: fmt.Errorf("elements nested more than %d deep", maxDepth)}
			}
			n := &node{name: t.Name.Local, attrs: t.Attr, line: line}
			if len(stack) == 0 {
				if root != nil {
					return nil, &Error{File: file, Line: line, Err: errors.New("a second root element")}
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			n := stack[len(stack)-1]
			n.text, n.buf = string(n.buf), nil
			stack = stack[:len(stack)-1]
		case xml.CharData: // text split by comments comes in pieces: appended, not concatenated
			if len(stack) > 0 {
				n := stack[len(stack)-1]
				n.buf = append(n.buf, t...)
			}
		}
	}
	if root == nil {
		return nil, &Error{File: file, Err: errors.New("no XML element in the file")}
	}
	return root, nil
}

// load reads and parses the file at path.
func load(path string) (*node, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return parse(path, data)
}
