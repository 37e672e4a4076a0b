#!/bin/sh
# Writes $2, a Swift file naming the commit the package in folder $1 is from: `git rev-parse --short
# HEAD`, with -dirty when tracked files differ from it; nil when that cannot be known (no git, no
# repository such as a source archive, a repository whose top is not $1 such as the package copied
# into another project's tree). $2 is rewritten only when its text changes, so an unchanged commit
# recompiles nothing. Run by BuildCommitPlugin before every build.
commit=
top=$(git -C "$1" rev-parse --show-toplevel 2>/dev/null) || top=
if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$1" && pwd -P)" ]; then
    if hash=$(git -C "$1" rev-parse --short HEAD 2>/dev/null); then
        if changes=$(git -C "$1" --no-optional-locks status --porcelain --untracked-files=no 2>/dev/null) && [ -z "$changes" ]; then
            commit=$hash
        else
            commit=$hash-dirty
        fi
    fi
fi
if [ -n "$commit" ]; then value="\"$commit\""; else value=nil; fi
mkdir -p "$(dirname "$2")" || exit 1
{
    echo '// Generated before every build by Plugins/BuildCommitPlugin/build-commit.sh; not in git.'
    echo '/// The commit the sources of this build are from; nil when it cannot be known.'
    echo 'enum BuildCommit {'
    echo "    static let short: String? = $value"
    echo '}'
} > "$2.tmp" || exit 1
if cmp -s "$2.tmp" "$2"; then rm -f "$2.tmp"; else mv "$2.tmp" "$2"; fi
